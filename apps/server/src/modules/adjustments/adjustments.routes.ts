import {
  adjustmentPageSchema,
  adjustmentsQuerySchema,
  createAdjustmentRequestSchema,
  createAdjustmentResponseSchema,
  envelope,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describeApprovals } from '../../core/approvals/index.ts';
import { notifyStaffQueue } from '../../core/staff-queues.ts';
import { clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { noStore } from '../../plugins/auth.ts';
import { describeAdjustments } from './adjustments.approvals.ts';
import { adjustmentsContext } from './adjustments.context.ts';
import { toAdjustment } from './adjustments.mapper.ts';
import { listAdjustments } from './adjustments.repository.ts';
import { requestAdjustment } from './adjustments.service.ts';
import { reviewRoutes } from './adjustment-review.routes.ts';
import { MESSAGES, viewerOf } from './adjustments.route-parts.ts';

/** A new adjustment (posted at once or sent for approval), and the list of them. */
const requestAndListRoutes: FastifyPluginAsyncZod = async (app) => {
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
};

/** Back office: manual adjustments with four-eyes (docs/decisions/030-four-eyes-adjustments.md). */
export const adjustmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  describeApprovals('adjustment', describeAdjustments);

  // A request made or decided changes the approvals inbox: tell staff once it has committed.
  app.addHook('onResponse', async (req, reply) => {
    if (req.method === 'POST' && reply.statusCode < 300) void notifyStaffQueue(app, 'approvals');
  });
  await app.register(requestAndListRoutes);
  await app.register(reviewRoutes);
};
