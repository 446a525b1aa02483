import {
  approveRequestSchema,
  debtQueuePageSchema,
  debtQueueQuerySchema,
  debtWriteOffRequestSchema,
  debtWriteOffResponseSchema,
  envelope,
  rejectRequestSchema,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeApprovals } from '../../core/approvals/index.ts';
import { notifyStaffQueue } from '../../core/staff-queues.ts';
import { ok } from '../../lib/envelope.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { adminOf, noStore } from '../../plugins/auth.ts';
import { describeWriteOffRequests } from './debts.approvals.ts';
import { approveWriteOff, debtQueue, rejectWriteOff, requestWriteOff } from './debts.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

const MESSAGES = {
  pending: {
    en: 'The write-off waits for a second person’s approval.',
    tr: 'Borç silme, ikinci bir kişinin onayını bekliyor.',
  },
  done: {
    en: 'The debt is written off: it no longer blocks withdrawals.',
    tr: 'Borç silindi: artık para çekmeyi engellemiyor.',
  },
  rejected: { en: 'The write-off request is rejected.', tr: 'Borç silme talebi reddedildi.' },
} as const;

/**
 * Debts from settlement corrections in the back office (docs/decisions/104-debt-write-off.md):
 * the queue of open debts across players, and a write-off of one debt that a second
 * adjustments:approve holder approves or rejects from the approvals inbox.
 */
export const debtRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  describeApprovals('debt_write_off', describeWriteOffRequests);
  const ctxOf = (req: Parameters<typeof requestMeta>[0]) => ({ db: app.db, meta: requestMeta(req) });
  // A write-off asked for or decided changes the approvals inbox: tell staff once it committed.
  app.addHook('onResponse', async (req, reply) => {
    if (req.method === 'POST' && reply.statusCode < 300) void notifyStaffQueue(app, 'approvals');
  });

  queueRoute(app);

  app.post(
    '/admin/debts/:id/write-off',
    {
      config: { permission: 'adjustments:request', stepUp: true },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Ask to write off one open debt with a reason; a second person approves it',
        params: idParams,
        body: debtWriteOffRequestSchema,
        response: { 200: envelope(debtWriteOffResponseSchema) },
      },
    },
    async (req) => {
      const done = await requestWriteOff(ctxOf(req), adminOf(req), BigInt(req.params.id), req.body.reason);
      return ok(done, MESSAGES.pending[req.locale]);
    },
  );

  app.post(
    '/admin/debtwriteoffs/:id/approve',
    {
      config: { permission: 'adjustments:approve', stepUp: true },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Approve someone else's write-off (the hash you reviewed): the debt is closed at once",
        params: idParams,
        body: approveRequestSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await approveWriteOff(ctxOf(req), adminOf(req), BigInt(req.params.id), req.body.payloadHash);
      return ok(null, MESSAGES.done[req.locale]);
    },
  );

  app.post(
    '/admin/debtwriteoffs/:id/reject',
    {
      config: { permission: 'adjustments:approve', stepUp: true },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Reject someone else's write-off with a reason",
        params: idParams,
        body: rejectRequestSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await rejectWriteOff(ctxOf(req), adminOf(req), BigInt(req.params.id), req.body.reason);
      return ok(null, MESSAGES.rejected[req.locale]);
    },
  );
};

/** GET admin/debts: the queue of open debts across players. */
function queueRoute(app: Parameters<FastifyPluginAsyncZod>[0]) {
  app.get(
    '/admin/debts',
    {
      config: { permission: 'adjustments:view' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Open debts from settlement corrections across players, oldest first',
        querystring: debtQueueQuerySchema,
        response: { 200: envelope(debtQueuePageSchema) },
      },
    },
    async (req) => ok(await debtQueue(app.db, req.query)),
  );
}
