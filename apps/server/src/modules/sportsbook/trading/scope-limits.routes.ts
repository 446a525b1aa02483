import {
  approveRequestSchema,
  envelope,
  rejectRequestSchema,
  scopeLimitChangeSchema,
  scopeLimitListSchema,
  scopeLimitRequestSchema,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeApprovals } from '../../../core/approvals/index.ts';
import { notifyStaffQueue } from '../../../core/staff-queues.ts';
import { ok } from '../../../lib/envelope.ts';
import { requestMeta } from '../../../lib/request-meta.ts';
import { adminOf, noStore } from '../../../plugins/auth.ts';
import { describeScopeLimitRequests } from './scope-limits.approvals.ts';
import { scopeLimitsOf } from './scope-limits-registry.ts';
import { approveScopeLimit, rejectScopeLimit, setScopeLimit } from './scope-limits.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

const MESSAGES = {
  done: { en: 'The limits are saved.', tr: 'Limitler kaydedildi.' },
  pending: {
    en: 'Tighter parts apply now; the looser limits wait for a second person’s approval.',
    tr: 'Sıkılaştıran kısımlar hemen uygulandı; gevşetilen limitler ikinci bir kişinin onayını bekliyor.',
  },
  rejected: { en: 'The limits request is rejected.', tr: 'Limit talebi reddedildi.' },
} as const;

/**
 * The desk's stake and liability limits per sport, tournament or market type
 * (docs/decisions/084-exposure-of-open-bets-and-scoped-limits.md): read with sportsbook:view,
 * changed with sportsbook:limits; a loosening waits for a second holder (the approvals inbox).
 */
export const scopeLimitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  describeApprovals('scope_limits', describeScopeLimitRequests);
  app.addHook('onResponse', async (req, reply) => {
    if (req.method !== 'GET' && reply.statusCode < 300) void notifyStaffQueue(app, 'approvals');
  });
  const registry = scopeLimitsOf(app.db, app.log);
  await registry.reload();
  const ctxOf = (req: Parameters<typeof requestMeta>[0]) => ({
    db: app.db,
    meta: requestMeta(req),
    registry,
  });

  app.get(
    '/admin/sportsbook/scope-limits',
    {
      config: { permission: 'sportsbook:view' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The stake and liability limits in force per sport, tournament or market type (lira)',
        response: { 200: envelope(scopeLimitListSchema) },
      },
    },
    async () => ok({ items: registry.settings() }),
  );

  app.put(
    '/admin/sportsbook/scope-limits',
    {
      config: { permission: 'sportsbook:limits' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Set the limits of a sport, tournament or market type with a reason (both null clears): tightening at once, loosening after a second person',
        body: scopeLimitRequestSchema,
        response: { 200: envelope(scopeLimitChangeSchema) },
      },
    },
    async (req) => {
      const done = await setScopeLimit(ctxOf(req), adminOf(req), req.body);
      return ok(done, MESSAGES[done.status][req.locale]);
    },
  );
};

/** A second sportsbook:limits holder decides a loosening from the approvals inbox. */
export const scopeLimitRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  app.addHook('onResponse', async (_req, reply) => {
    if (reply.statusCode < 300) void notifyStaffQueue(app, 'approvals');
  });
  const registry = scopeLimitsOf(app.db, app.log);
  const ctxOf = (req: Parameters<typeof requestMeta>[0]) => ({
    db: app.db,
    meta: requestMeta(req),
    registry,
  });

  app.post(
    '/admin/sportsbook/scopelimitrequests/:id/approve',
    {
      config: { permission: 'sportsbook:limits', stepUp: true },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Approve someone else's looser scope limits (the hash you reviewed): they apply at once",
        params: idParams,
        body: approveRequestSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await approveScopeLimit(ctxOf(req), adminOf(req), BigInt(req.params.id), req.body.payloadHash);
      return ok(null, MESSAGES.done[req.locale]);
    },
  );

  app.post(
    '/admin/sportsbook/scopelimitrequests/:id/reject',
    {
      config: { permission: 'sportsbook:limits', stepUp: true },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Reject someone else's looser scope limits with a reason",
        params: idParams,
        body: rejectRequestSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await rejectScopeLimit(ctxOf(req), adminOf(req), BigInt(req.params.id), req.body.reason);
      return ok(null, MESSAGES.rejected[req.locale]);
    },
  );
};
