import {
  adjustmentPageSchema,
  adjustmentSchema,
  adjustmentsQuerySchema,
  approveAdjustmentRequestSchema,
  createAdjustmentRequestSchema,
  createAdjustmentResponseSchema,
  envelope,
  rejectAdjustmentRequestSchema,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { approverOf, describeApprovals } from '../../core/approvals/index.ts';
import { notifyStaffQueue } from '../../core/staff-queues.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { noStore } from '../../plugins/auth.ts';
import { describeAdjustments } from './adjustments.approvals.ts';
import { type AdjustmentsContext, adjustmentsContext } from './adjustments.context.ts';
import { toAdjustment } from './adjustments.mapper.ts';
import { findAdjustment, listAdjustments } from './adjustments.repository.ts';
import { approveAdjustment, rejectAdjustment, requestAdjustment } from './adjustments.service.ts';

const MESSAGES = {
  executed: { en: 'The adjustment was posted.', tr: 'Düzeltme hesaba işlendi.' },
  pending: { en: 'The adjustment waits for a second approval.', tr: 'Düzeltme ikinci bir onay bekliyor.' },
  rejected: { en: 'The request was rejected.', tr: 'Talep reddedildi.' },
} as const;
const idParams = z.object({ id: z.coerce.number().int().positive() });
/** The caller as the approval rules see them: with the player account linked to them. */
const viewerOf = (ctx: AdjustmentsContext) => approverOf(ctx.db, ctx.staff);

/** Back office: manual adjustments with four-eyes (docs/decisions/030-four-eyes-adjustments.md). */
export const adjustmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  describeApprovals('adjustment', describeAdjustments);

  // A request made or decided changes the approvals inbox: tell staff once it has committed.
  app.addHook('onResponse', async (req, reply) => {
    if (req.method === 'POST' && reply.statusCode < 300) void notifyStaffQueue(app, 'approvals');
  });

  app.post(
    '/admin/adjustments',
    {
      config: { permission: 'adjustments:request', stepUp: true },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Credit or debit a player's cash: at once below the threshold, else a request for approval",
        body: createAdjustmentRequestSchema,
        response: { 200: envelope(createAdjustmentResponseSchema) },
      },
    },
    async (req) => {
      const data = await requestAdjustment(adjustmentsContext(app, req), req.body);
      return ok(data, MESSAGES[data.status === 'executed' ? 'executed' : 'pending'][req.locale]);
    },
  );

  app.get(
    '/admin/adjustments',
    {
      config: { permission: 'adjustments:view' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Adjustments with their status and what the caller may do to each',
        querystring: adjustmentsQuerySchema,
        response: { 200: envelope(adjustmentPageSchema) },
      },
    },
    async (req) => {
      const viewer = await viewerOf(adjustmentsContext(app, req));
      const { status, customerId, mine, skip, take, sort, order } = req.query;
      const now = clock.now();
      // The inbox of someone who may not approve is empty, not everybody's requests.
      if (mine === 'true' && !viewer.permissions.has('adjustments:approve')) {
        return ok({ items: [], total: 0 });
      }
      const page = await listAdjustments(
        app.db,
        {
          status,
          customerId: customerId === undefined ? undefined : BigInt(customerId),
          approvableBy: mine === 'true' ? viewer : undefined,
          now,
        },
        { skip, take, sort, order },
      );
      return ok({ total: page.total, items: page.items.map((r) => toAdjustment(viewer, r, now)) });
    },
  );

  app.get(
    '/admin/adjustments/:id',
    {
      config: { permission: 'adjustments:view' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'One adjustment, with the payload hash an approval must send back',
        params: idParams,
        response: { 200: envelope(adjustmentSchema) },
      },
    },
    async (req) => {
      const row = await findAdjustment(app.db, BigInt(req.params.id));
      if (!row) throw new AppError('APPROVAL_NOT_FOUND');
      return ok(toAdjustment(await viewerOf(adjustmentsContext(app, req)), row, clock.now()));
    },
  );

  app.post(
    '/admin/adjustments/:id/approve',
    {
      config: { permission: 'adjustments:approve', stepUp: true },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Approve someone else's request (the hash you reviewed): it is posted at once",
        params: idParams,
        body: approveAdjustmentRequestSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await approveAdjustment(adjustmentsContext(app, req), BigInt(req.params.id), req.body.payloadHash);
      return ok(null, MESSAGES.executed[req.locale]);
    },
  );

  app.post(
    '/admin/adjustments/:id/reject',
    {
      config: { permission: 'adjustments:approve', stepUp: true },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Reject someone else's request with a reason",
        params: idParams,
        body: rejectAdjustmentRequestSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await rejectAdjustment(adjustmentsContext(app, req), BigInt(req.params.id), req.body.reason);
      return ok(null, MESSAGES.rejected[req.locale]);
    },
  );
};
