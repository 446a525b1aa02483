import {
  TransactionKind,
  depositResponseSchema,
  envelope,
  paymentDetailRequestSchema,
  paymentFieldSchema,
  paymentMethodSchema,
  paymentMethodsQuerySchema,
  paymentSubmitSchema,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { customerOf, noStore } from '../../plugins/auth.ts';
import { createDeposit } from './deposit.service.ts';
import { idempotencyClaim } from './idempotency.ts';
import { loadMethod, methodsFor } from './methods.service.ts';
import { paymentsContext } from './payments.context.ts';
import { PAYMENT_MESSAGES } from './payments.messages.ts';
import { withdrawHeldMessage } from './withdraw.messages.ts';
import { createWithdrawal } from './withdraw.service.ts';
import { sendWithdrawalCode } from './withdrawal-code.ts';

/** Optional Stripe-style key: the same key and body replay the first answer (see idempotency.ts). */
const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, { error: 'v.required' })
    .max(255, { error: 'v.tooLong' })
    .optional(),
});

/** The methods a player may use, and the form of one. */
const paymentFormRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payment/methods',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['payments'],
        summary: 'Enabled payment methods: type 1 deposit, 2 withdraw (limits in lira)',
        querystring: paymentMethodsQuerySchema,
        response: { 200: envelope(z.array(paymentMethodSchema)) },
      },
    },
    async (req) => ok(await methodsFor(app.db, req.query.type, req.locale)),
  );

  app.post(
    '/payment/detail',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['payments'],
        summary: "A method's form: key, mask, objectType, option and rules of every field",
        body: paymentDetailRequestSchema,
        response: { 200: envelope(z.array(paymentFieldSchema)) },
      },
    },
    async (req) => ok((await loadMethod(app.db, req.body.id, req.body.type)).fields),
  );
};

/** A deposit or withdrawal submitted, and the code a withdrawal asks for. */
const paymentSubmitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payment/deposit',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['payments'],
        summary: "Open a deposit; data is the gateway's hosted payment page URL",
        headers: idempotencyHeaders,
        body: paymentSubmitSchema,
        response: { 200: envelope(depositResponseSchema) },
      },
    },
    async (req) => {
      const claim = idempotencyClaim(req.headers['idempotency-key'], TransactionKind.Deposit, req.body);
      const url = await createDeposit(paymentsContext(app, req), customerOf(req), req.body, claim);
      return ok(url, PAYMENT_MESSAGES.depositCreated[req.locale]);
    },
  );

  app.post(
    '/payment/withdraw',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['payments'],
        summary:
          'Request a withdrawal, confirmed by `password` or `smsCode`: the amount is held at once and an operator decides',
        headers: idempotencyHeaders,
        body: paymentSubmitSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const claim = idempotencyClaim(req.headers['idempotency-key'], TransactionKind.Withdraw, req.body);
      const { payableFrom, waitingForKyc } = await createWithdrawal(
        paymentsContext(app, req),
        customerOf(req),
        req.body,
        claim,
      );
      const message = waitingForKyc
        ? PAYMENT_MESSAGES.withdrawWaitingForKyc
        : payableFrom
          ? withdrawHeldMessage(payableFrom)
          : PAYMENT_MESSAGES.withdrawCreated;
      return ok(null, message[req.locale]);
    },
  );

  app.post(
    '/payment/withdrawcode',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['payments'],
        summary:
          'Send a 6-digit SMS code to the verified phone; it confirms one withdrawal instead of the password',
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await sendWithdrawalCode(paymentsContext(app, req), customerOf(req).id);
      return ok(null, PAYMENT_MESSAGES.withdrawCodeSent[req.locale]);
    },
  );
};

/** The deposit and withdraw pages: methods, their forms, and submitting one (docs/product.md §7). */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  await app.register(paymentFormRoutes);
  await app.register(paymentSubmitRoutes);
};
