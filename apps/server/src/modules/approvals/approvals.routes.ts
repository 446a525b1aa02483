import { approvalPageSchema, approvalsQuerySchema, envelope } from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { approvalsWaiting, approverOf } from '../../core/approvals/index.ts';
import { clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { adminOf, noStore } from '../../plugins/auth.ts';

/**
 * The approvals inbox (docs/decisions/035-four-eyes-approvals.md): every kind of four-eyes
 * request the caller may decide now, with what approving it does. Like the work queues, it is
 * open to every session and shows only the kinds whose approving permission the caller holds:
 * someone who may approve nothing gets an empty page, not a refusal.
 */
export const approvalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);

  app.get(
    '/admin/approvals',
    {
      config: { permission: 'session' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Four-eyes requests of every kind waiting for the caller, with the actions allowed on each',
        querystring: approvalsQuerySchema,
        response: { 200: envelope(approvalPageSchema) },
      },
    },
    async (req) => {
      const viewer = await approverOf(app.db, { id: adminOf(req).id, permissions: req.admin?.permissions });
      const { skip, take, sort, order } = req.query;
      return ok(await approvalsWaiting(app.db, viewer, req.locale, clock.now(), { skip, take, sort, order }));
    },
  );
};
