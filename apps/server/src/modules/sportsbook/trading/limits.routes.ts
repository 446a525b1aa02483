import {
  approveRequestSchema,
  customerSportsLimitsRequestSchema,
  customerSportsLimitsResponseSchema,
  customerSportsLimitsSchema,
  envelope,
  rejectRequestSchema,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeApprovals } from '../../../core/approvals/index.ts';
import { notifyStaffQueue } from '../../../core/staff-queues.ts';
import { ok } from '../../../lib/envelope.ts';
import { requestMeta } from '../../../lib/request-meta.ts';
import { adminOf, noStore } from '../../../plugins/auth.ts';
import { describeLimitsRequests } from './limits.approvals.ts';
import { approveLimits, changeLimits, customerLimits, rejectLimits } from './limits.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

const MESSAGES = {
  done: { en: 'The player’s sports limits are saved.', tr: 'Oyuncunun spor bahis limitleri kaydedildi.' },
  pending: {
    en: 'Tighter parts apply now; the looser limits wait for a second person’s approval.',
    tr: 'Sıkılaştıran kısımlar hemen uygulandı; gevşetilen limitler ikinci bir kişinin onayını bekliyor.',
  },
  rejected: { en: 'The limits request is rejected.', tr: 'Limit talebi reddedildi.' },
} as const;

/**
 * Per-player sports limits (docs/decisions/079-bet-voids-and-player-limits.md): read with
 * sportsbook:view, changed with sportsbook:limits; loosening waits for a second holder.
 */
export const limitsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  describeApprovals('sports_limits', describeLimitsRequests);
  app.addHook('onResponse', async (req, reply) => {
    if (req.method !== 'GET' && reply.statusCode < 300) void notifyStaffQueue(app, 'approvals');
  });
  const ctxOf = (req: Parameters<typeof requestMeta>[0]) => ({ db: app.db, meta: requestMeta(req) });

  app.get(
    '/admin/sportsbook/customers/:id/limits',
    {
      config: { permission: 'sportsbook:view' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "A player's sports limits: stake factor, payout cap and the sharp flag",
        params: idParams,
        response: { 200: envelope(customerSportsLimitsSchema) },
      },
    },
    async (req) => ok(await customerLimits(app.db, BigInt(req.params.id))),
  );

  app.put(
    '/admin/sportsbook/customers/:id/limits',
    {
      config: { permission: 'sportsbook:limits' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          "Change a player's sports limits with a reason: tightening at once, loosening after a second person",
        params: idParams,
        body: customerSportsLimitsRequestSchema,
        response: { 200: envelope(customerSportsLimitsResponseSchema) },
      },
    },
    async (req) => {
      const done = await changeLimits(ctxOf(req), adminOf(req), BigInt(req.params.id), req.body);
      return ok(done, MESSAGES[done.status][req.locale]);
    },
  );
};

/** A second sportsbook:limits holder decides a loosening from the approvals inbox. */
export const limitRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  app.addHook('onResponse', async (_req, reply) => {
    if (reply.statusCode < 300) void notifyStaffQueue(app, 'approvals');
  });
  const ctxOf = (req: Parameters<typeof requestMeta>[0]) => ({ db: app.db, meta: requestMeta(req) });

  app.post(
    '/admin/sportsbook/limitrequests/:id/approve',
    {
      config: { permission: 'sportsbook:limits', stepUp: true },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Approve someone else's looser player limits (the hash you reviewed): they apply at once",
        params: idParams,
        body: approveRequestSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await approveLimits(ctxOf(req), adminOf(req), BigInt(req.params.id), req.body.payloadHash);
      return ok(null, MESSAGES.done[req.locale]);
    },
  );

  app.post(
    '/admin/sportsbook/limitrequests/:id/reject',
    {
      config: { permission: 'sportsbook:limits', stepUp: true },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Reject someone else's looser player limits with a reason",
        params: idParams,
        body: rejectRequestSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await rejectLimits(ctxOf(req), adminOf(req), BigInt(req.params.id), req.body.reason);
      return ok(null, MESSAGES.rejected[req.locale]);
    },
  );
};
