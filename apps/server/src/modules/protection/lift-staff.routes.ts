import {
  adminLiftApproveSchema,
  adminLiftRejectSchema,
  adminLiftRequestPageSchema,
  adminLiftRequestsQuerySchema,
  envelope,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { adminOf } from '../../plugins/auth.ts';
import { LIFT_MESSAGES as M } from './lift.messages.ts';
import { approveLift, liftRequestPage, rejectLift } from './lift-staff.service.ts';

const params = z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/) });

/** Two different staff members decide a lift request (four eyes). */
export const staffLiftRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = {
    config: { permission: 'protection:lift' as const },
    preHandler: app.requireAdmin,
  };
  const decision = {
    config: { permission: 'protection:lift' as const, stepUp: true },
    preHandler: app.requireAdmin,
  };
  app.get(
    '/admin/protection/lift-requests',
    {
      ...staff,
      schema: {
        tags: ['admin'],
        summary: 'Staff: lift requests (filter by status or customer), with what the caller may do',
        querystring: adminLiftRequestsQuerySchema,
        response: { 200: envelope(adminLiftRequestPageSchema) },
      },
    },
    async (req) => ok(await liftRequestPage(app.db, adminOf(req), req.query)),
  );
  app.post(
    '/admin/protection/lift-requests/:id/approve',
    {
      ...decision,
      schema: {
        tags: ['admin'],
        summary: 'Staff: accept a lift request; a second, different staff member completes it',
        params,
        body: adminLiftApproveSchema,
        response: {
          200: envelope(
            z.object({ status: z.enum(['pending', 'approved']), effectiveAt: z.string().nullable() }),
          ),
        },
      },
    },
    async (req) => {
      const r = await approveLift(
        app.db,
        adminOf(req),
        BigInt(req.params.id),
        req.body.note,
        requestMeta(req),
      );
      return ok(r, (r.status === 'approved' ? M.approved : M.approvedOnce)[req.locale]);
    },
  );
  app.post(
    '/admin/protection/lift-requests/:id/reject',
    {
      ...decision,
      schema: {
        tags: ['admin'],
        summary: 'Staff: refuse a lift request with a reason',
        params,
        body: adminLiftRejectSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await rejectLift(app.db, adminOf(req), BigInt(req.params.id), req.body.reason, requestMeta(req));
      return ok(null, M.rejected[req.locale]);
    },
  );
};
