import {
  approveRequestSchema,
  envelope,
  gradeEventRequestSchema,
  manualSettlementResponseSchema,
  marketVoidRequestSchema,
  rejectRequestSchema,
} from '@lalebet/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeApprovals } from '../../../core/approvals/index.ts';
import { notifyStaffQueue } from '../../../core/staff-queues.ts';
import { ok } from '../../../lib/envelope.ts';
import { requestMeta } from '../../../lib/request-meta.ts';
import { adminOf, noStore } from '../../../plugins/auth.ts';
import type { ManualSettlement } from '../feed/settlement.ts';
import { describeManualSettlements } from './manual-settle.approvals.ts';
import {
  type ManualSettleCtx,
  approveManualSettlement,
  rejectManualSettlement,
  requestManualSettlement,
} from './manual-settle.service.ts';

const eventParams = z.object({ id: z.string().min(1).max(100) });
const requestParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const settle = { permission: 'sportsbook:settle', stepUp: true } as const;

const MESSAGES = {
  grade: {
    en: 'The markets are graded: their bets are settled.',
    tr: 'Marketler sonuçlandırıldı: bahisleri ödendi.',
  },
  void: {
    en: 'The market is void: every bet on it has its stake back.',
    tr: 'Market iptal edildi: üzerindeki her bahsin tutarı iade edildi.',
  },
  pending: {
    en: 'It waits for a second person’s approval.',
    tr: 'İkinci bir kişinin onayını bekliyor.',
  },
  approved: {
    en: 'Approved: the bets on its markets are settled.',
    tr: 'Onaylandı: marketlerindeki bahisler sonuçlandırıldı.',
  },
  rejected: { en: 'The request is rejected.', tr: 'Talep reddedildi.' },
} as const;

/**
 * Manual grades and market voids (docs/decisions/083-manual-grading-and-market-voids.md), through
 * the feed adapter's settlement path; above the threshold a second sportsbook:settle holder
 * approves or rejects them from the approvals inbox.
 */
export function manualSettlementRoutes(manual: ManualSettlement): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', noStore);
    describeApprovals('manual_settlement', describeManualSettlements);
    const ctx = (req: FastifyRequest): ManualSettleCtx => ({
      db: app.db,
      manual,
      meta: requestMeta(req),
    });
    app.addHook('onResponse', async (req, reply) => {
      if (req.method === 'POST' && reply.statusCode < 300) void notifyStaffQueue(app, 'approvals');
    });
    const answer = { 200: envelope(manualSettlementResponseSchema) };

    app.post(
      '/admin/sportsbook/events/:id/grade',
      {
        config: settle,
        preHandler: app.requireAdmin,
        schema: {
          tags: ['admin'],
          summary:
            'Grade markets the feed does not cover (results per outcome, a reason): settled as a feed result; above the threshold it waits for a second person',
          params: eventParams,
          body: gradeEventRequestSchema,
          response: answer,
        },
      },
      async (req) => {
        const { markets, reason } = req.body;
        const ask = { action: 'grade' as const, eventId: req.params.id, markets, reason };
        const done = await requestManualSettlement(ctx(req), adminOf(req), ask);
        return ok(done, MESSAGES[done.status === 'done' ? 'grade' : 'pending'][req.locale]);
      },
    );

    app.post(
      '/admin/sportsbook/markets/void',
      {
        config: settle,
        preHandler: app.requireAdmin,
        schema: {
          tags: ['admin'],
          summary:
            'Void a market line with a reason: every bet leg on it void, as a feed bet_cancel; above the threshold it waits for a second person',
          body: marketVoidRequestSchema,
          response: answer,
        },
      },
      async (req) => {
        const { eventId, marketId, specifiers, reason } = req.body;
        const markets = [{ marketId, specifiers, outcomes: [] }];
        const done = await requestManualSettlement(ctx(req), adminOf(req), {
          action: 'void',
          eventId,
          markets,
          reason,
        });
        return ok(done, MESSAGES[done.status === 'done' ? 'void' : 'pending'][req.locale]);
      },
    );

    await app.register(decisionRoutes(ctx));
  };
}

/** A second sportsbook:settle holder's decision on a waiting grade or void, from the approvals inbox. */
function decisionRoutes(ctx: (req: FastifyRequest) => ManualSettleCtx): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/admin/sportsbook/settlementrequests/:id/approve',
      {
        config: settle,
        preHandler: app.requireAdmin,
        schema: {
          tags: ['admin'],
          summary:
            "Approve someone else's manual grade or market void (the hash you reviewed): applied at once",
          params: requestParams,
          body: approveRequestSchema,
          response: { 200: envelope(z.null()) },
        },
      },
      async (req) => {
        await approveManualSettlement(ctx(req), adminOf(req), BigInt(req.params.id), req.body.payloadHash);
        return ok(null, MESSAGES.approved[req.locale]);
      },
    );

    app.post(
      '/admin/sportsbook/settlementrequests/:id/reject',
      {
        config: settle,
        preHandler: app.requireAdmin,
        schema: {
          tags: ['admin'],
          summary: "Reject someone else's manual grade or market void with a reason",
          params: requestParams,
          body: rejectRequestSchema,
          response: { 200: envelope(z.null()) },
        },
      },
      async (req) => {
        await rejectManualSettlement(ctx(req), adminOf(req), BigInt(req.params.id), req.body.reason);
        return ok(null, MESSAGES.rejected[req.locale]);
      },
    );
  };
}
