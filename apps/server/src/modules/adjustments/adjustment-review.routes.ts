import {
  adjustmentSchema,
  approveAdjustmentRequestSchema,
  envelope,
  rejectAdjustmentRequestSchema,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { adjustmentsContext } from './adjustments.context.ts';
import { toAdjustment } from './adjustments.mapper.ts';
import { findAdjustment } from './adjustments.repository.ts';
import { approveAdjustment, rejectAdjustment } from './adjustments.service.ts';
import { MESSAGES, idParams, viewerOf } from './adjustments.route-parts.ts';

/** One adjustment, and the second approver's decision on it. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
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
