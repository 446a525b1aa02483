import {
  approveRequestSchema,
  envelope,
  rejectRequestSchema,
  voidBetRequestSchema,
  voidBetResponseSchema,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeApprovals } from '../../../core/approvals/index.ts';
import { notifyStaffQueue } from '../../../core/staff-queues.ts';
import { ok } from '../../../lib/envelope.ts';
import { adminOf, noStore } from '../../../plugins/auth.ts';
import { tradingContextFactory } from './void-context.ts';
import { describeVoidRequests } from './void.approvals.ts';
import { approveVoid, rejectVoid, requestVoid } from './void.service.ts';

const betParams = z.object({ id: z.uuid() });
const requestParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

const MESSAGES = {
  done: {
    en: 'The bet is voided: its stake is back with the player.',
    tr: 'Bahis iptal edildi: yatırılan tutar oyuncuya iade edildi.',
  },
  pending: {
    en: 'The void waits for a second person’s approval.',
    tr: 'İptal, ikinci bir kişinin onayını bekliyor.',
  },
  rejected: { en: 'The void request is rejected.', tr: 'İptal talebi reddedildi.' },
} as const;

/**
 * The desk voids a bet with a reason (docs/decisions/079-bet-voids-and-player-limits.md); above
 * the threshold a second sportsbook:settle holder approves or rejects it from the approvals inbox.
 */
export const voidRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  describeApprovals('bet_void', describeVoidRequests);
  const contextOf = tradingContextFactory(app);
  // A void asked for or decided may change the approvals inbox: tell staff once it committed.
  app.addHook('onResponse', async (req, reply) => {
    if (req.method === 'POST' && reply.statusCode < 300) void notifyStaffQueue(app, 'approvals');
  });

  app.post(
    '/admin/sportsbook/bets/:id/void',
    {
      config: { permission: 'sportsbook:settle', stepUp: true },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Void a bet with a reason: its stake back (a settled bet reversed first); above the threshold it waits for a second person',
        params: betParams,
        body: voidBetRequestSchema,
        response: { 200: envelope(voidBetResponseSchema) },
      },
    },
    async (req) => {
      const done = await requestVoid(
        contextOf(req),
        adminOf(req),
        req.params.id,
        req.body.reason,
        req.body.reasonCode,
      );
      return ok(done, MESSAGES[done.status][req.locale]);
    },
  );

  app.post(
    '/admin/sportsbook/voidrequests/:id/approve',
    {
      config: { permission: 'sportsbook:settle', stepUp: true },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Approve someone else's void (the hash you reviewed): the bet is voided at once",
        params: requestParams,
        body: approveRequestSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await approveVoid(contextOf(req), adminOf(req), BigInt(req.params.id), req.body.payloadHash);
      return ok(null, MESSAGES.done[req.locale]);
    },
  );

  app.post(
    '/admin/sportsbook/voidrequests/:id/reject',
    {
      config: { permission: 'sportsbook:settle', stepUp: true },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Reject someone else's void with a reason",
        params: requestParams,
        body: rejectRequestSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await rejectVoid(contextOf(req), adminOf(req), BigInt(req.params.id), req.body.reason);
      return ok(null, MESSAGES.rejected[req.locale]);
    },
  );
};
