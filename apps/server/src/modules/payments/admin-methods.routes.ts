import {
  adminIdParamsSchema,
  adminPaymentMethodPageSchema,
  adminPaymentMethodSchema,
  adminPaymentMethodUpdateSchema,
  adminPaymentMethodsQuerySchema,
  envelope,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { adminOf, noStore } from '../../plugins/auth.ts';
import { changeMethod, methodsPage } from './admin-methods.service.ts';
import type { PaymentKind } from './payments.table.ts';

const SAVED = { en: 'Saved.', tr: 'Kaydedildi.' };

/** Back office: deposit and withdraw methods, their limits (kuruş), order and switch. */
export const adminMethodRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);

  app.get(
    '/admin/payment/methods',
    {
      config: { permission: 'payments:manage' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Payment methods of both directions, enabled or not, limits in kuruş',
        querystring: adminPaymentMethodsQuerySchema,
        response: { 200: envelope(adminPaymentMethodPageSchema) },
      },
    },
    async (req) =>
      ok(
        await methodsPage(app.db, {
          ...req.query,
          direction: req.query.direction as PaymentKind | undefined,
        }),
      ),
  );

  app.put(
    '/admin/payment/methods/:id',
    {
      config: { permission: 'payments:manage' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Change a method's limits (kuruş, min <= max), place or switch; players see it at once",
        params: adminIdParamsSchema,
        body: adminPaymentMethodUpdateSchema,
        response: { 200: envelope(adminPaymentMethodSchema) },
      },
    },
    async (req) => {
      const ctx = { db: app.db, meta: requestMeta(req) };
      return ok(await changeMethod(ctx, adminOf(req), req.params.id, req.body), SAVED[req.locale]);
    },
  );
};
