import {
  changePasswordWithCodeRequestSchema,
  checkResetCodeRequestSchema,
  envelope,
  sendResetRequestSchema,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountsContext } from '../../core/accounts/index.ts';
import { ok } from '../../lib/envelope.ts';
import { noStore } from '../../plugins/auth.ts';
import { AUTH_MESSAGES } from './auth.messages.ts';
import { changePasswordWithCode, checkResetCode } from './reset-code.service.ts';
import { requestReset } from './reset-request.service.ts';

const done = envelope(z.null());

/** Password recovery by e-mail code, in the product's three calls. */
export const resetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  app.post(
    '/auth/sendresetpassword',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a 6-digit reset code by e-mail (same answer whether or not the username exists)',
        body: sendResetRequestSchema,
        response: { 200: done },
      },
    },
    async (req) => {
      await requestReset(accountsContext(app, req), req.body.username);
      return ok(null, AUTH_MESSAGES.resetSent[req.locale]);
    },
  );

  app.post(
    '/auth/checkresetcode',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check a reset code without using it up',
        body: checkResetCodeRequestSchema,
        response: { 200: done },
      },
    },
    async (req) => {
      await checkResetCode(accountsContext(app, req), req.body.username, req.body.code);
      return ok(null, AUTH_MESSAGES.codeAccepted[req.locale]);
    },
  );

  app.post(
    '/auth/changepasswordwithcode',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the reset code; ends every session of the account',
        body: changePasswordWithCodeRequestSchema,
        response: { 200: done },
      },
    },
    async (req) => {
      await changePasswordWithCode(accountsContext(app, req), req.body);
      return ok(null, AUTH_MESSAGES.passwordReset[req.locale]);
    },
  );
};
