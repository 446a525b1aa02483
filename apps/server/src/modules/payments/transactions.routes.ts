import { envelope, transactionListRequestSchema, transactionListResponseSchema } from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { customerOf, noStore } from '../../plugins/auth.ts';
import { transactionsOf } from './transactions.service.ts';

/** Financial activities (/dashboard/financial-activities): the caller's own deposits and withdrawals. */
export const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);

  app.post(
    '/transaction/list',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['payments'],
        summary:
          'Own deposits and withdrawals, newest first; kind and status 0 mean all; days in Europe/Istanbul',
        body: transactionListRequestSchema,
        response: { 200: envelope(transactionListResponseSchema) },
      },
    },
    async (req) => ok(await transactionsOf(app.db, customerOf(req).id, req.body, req.locale)),
  );
};
