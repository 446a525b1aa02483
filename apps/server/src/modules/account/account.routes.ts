import {
  balanceSchema,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  endSessionRequestSchema,
  endSessionResponseSchema,
  envelope,
  profileSchema,
  sessionHistoryItemSchema,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedBalances, accountsContext } from '../../core/accounts/index.ts';
import { ok } from '../../lib/envelope.ts';
import { customerOf, noStore } from '../../plugins/auth.ts';
import { ACCOUNT_MESSAGES } from './account.messages.ts';
import { changePassword } from './change-password.service.ts';
import { profileOf } from './profile.service.ts';
import { endSession, sessionHistory } from './sessions.service.ts';

/** The signed-in customer's own account: balance, profile, password, sessions. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);

  app.get(
    '/user/balance',
    {
      // The web polls this every 10 s on its own: it must not count as activity (idle timeout).
      config: { passiveSession: true },
      preHandler: app.requireCustomer,
      schema: {
        tags: ['account'],
        summary: 'Current balance (polled; does not extend the session)',
        response: { 200: envelope(balanceSchema) },
      },
    },
    async (req) => ok(await cachedBalances(app.db, customerOf(req).id)),
  );

  app.post(
    '/customer/changepassword',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['account'],
        summary:
          'Change the password (needs the current one); ends the other sessions; data.token replaces this session token',
        body: changePasswordRequestSchema,
        response: { 200: envelope(changePasswordResponseSchema) },
      },
    },
    async (req) => {
      const data = await changePassword(accountsContext(app, req), customerOf(req), req.body);
      return ok(data, ACCOUNT_MESSAGES.passwordChanged[req.locale]);
    },
  );

  app.get(
    '/customer/profile',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['account'],
        summary: 'The account page data',
        response: { 200: envelope(profileSchema) },
      },
    },
    async (req) => ok(await profileOf(app.db, customerOf(req), req.locale)),
  );

  app.get(
    '/customer/sessions',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['account'],
        summary: 'Session history, newest first',
        response: { 200: envelope(z.array(sessionHistoryItemSchema)) },
      },
    },
    async (req) => ok(await sessionHistory(accountsContext(app, req), customerOf(req))),
  );

  app.post(
    '/customer/endsession',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['account'],
        summary: 'End one own session by id, or all other sessions ({ all: true })',
        body: endSessionRequestSchema,
        response: { 200: envelope(endSessionResponseSchema) },
      },
    },
    async (req) => {
      const ended = await endSession(accountsContext(app, req), customerOf(req), req.body);
      return ok({ ended }, ACCOUNT_MESSAGES.sessionsEnded[req.locale]);
    },
  );
};
