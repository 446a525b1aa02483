import { envelope, updatePhoneRequestSchema } from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountsContext } from '../../core/accounts/index.ts';
import { ok } from '../../lib/envelope.ts';
import { customerOf, noStore } from '../../plugins/auth.ts';
import { ACCOUNT_MESSAGES } from './account.messages.ts';
import { sendPhoneCode } from './phone-code.service.ts';
import { verifyPhoneCode } from './phone-verify.service.ts';

/** Phone verification by SMS code: step 1 sends, step 2 verifies (docs/product.md §7). */
export const phoneRoutes: FastifyPluginAsyncZod<{ smsAllowedPrefixes: readonly string[] }> = async (
  app,
  opts,
) => {
  app.addHook('onSend', noStore);
  app.post(
    '/customer/updatephone',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['account'],
        summary:
          'Step 1: send a 6-digit SMS code to the phone (replacing a verified phone needs password). Step 2: verify it and make it the account phone',
        body: updatePhoneRequestSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const ctx = accountsContext(app, req);
      if (req.body.step === 1) {
        await sendPhoneCode(ctx, customerOf(req), req.body.phone, opts.smsAllowedPrefixes, req.body.password);
        return ok(null, ACCOUNT_MESSAGES.codeSent[req.locale]);
      }
      await verifyPhoneCode(ctx, customerOf(req), req.body.phone, req.body.code);
      return ok(null, ACCOUNT_MESSAGES.phoneVerified[req.locale]);
    },
  );
};
