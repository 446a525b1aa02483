import {
  adminIdParamsSchema,
  envelope,
  reconciliationFlagPageSchema,
  reconciliationFlagSchema,
  reconciliationFlagsQuerySchema,
  reconciliationProvidersSchema,
  reconciliationRunSchema,
  resolveReconciliationFlagSchema,
  runReconciliationRequestSchema,
} from '@lalebet/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { requestMeta } from '../../../lib/request-meta.ts';
import { adminOf, noStore } from '../../../plugins/auth.ts';
import { listFlags } from './flags.repository.ts';

const RESOLVED = { en: 'Flag resolved.', tr: 'Uyarı çözüldü.' };
const RAN = { en: 'Reconciliation done.', tr: 'Mutabakat tamamlandı.' };

/** Back office: the reconciliation flags, their resolution and a run now (payments:manage, ADR 098). */
export const reconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  const opts = { config: { permission: 'payments:manage' as const }, preHandler: app.requireAdmin };
  const admin = (req: FastifyRequest) => ({ id: adminOf(req).id, meta: requestMeta(req) });
  const rec = () => app.payments.reconciliation;

  app.get(
    '/admin/payment/reconciliation/flags',
    {
      ...opts,
      schema: {
        tags: ['admin'],
        summary: "Differences between our ledger and the providers' lists, open or resolved",
        querystring: reconciliationFlagsQuerySchema,
        response: { 200: envelope(reconciliationFlagPageSchema) },
      },
    },
    async (req) => ok(await listFlags(app.db, req.query)),
  );

  app.get(
    '/admin/payment/reconciliation/providers',
    {
      ...opts,
      schema: {
        tags: ['admin'],
        summary: 'The payment providers whose transaction list is reconciled',
        response: { 200: envelope(reconciliationProvidersSchema) },
      },
    },
    async () => ok({ providers: rec().providers() }),
  );

  app.post(
    '/admin/payment/reconciliation/flags/:id/resolve',
    {
      ...opts,
      schema: {
        tags: ['admin'],
        summary: 'Resolve a reconciliation flag with a note (audited)',
        params: adminIdParamsSchema,
        body: resolveReconciliationFlagSchema,
        response: { 200: envelope(reconciliationFlagSchema) },
      },
    },
    async (req) =>
      ok(await rec().resolve(BigInt(req.params.id), req.body.note, admin(req)), RESOLVED[req.locale]),
  );

  app.post(
    '/admin/payment/reconciliation/runs',
    {
      ...opts,
      schema: {
        tags: ['admin'],
        summary: "Reconcile one provider's UTC day now (default yesterday); a repeat raises no flag twice",
        body: runReconciliationRequestSchema,
        response: { 200: envelope(reconciliationRunSchema) },
      },
    },
    async (req) => ok(await rec().runNow(req.body.provider, req.body.day, admin(req)), RAN[req.locale]),
  );
};
