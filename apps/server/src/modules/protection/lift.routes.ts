import {
  adminLiftApproveSchema,
  adminLiftRejectSchema,
  adminLiftRequestPageSchema,
  adminLiftRequestsQuerySchema,
  envelope,
  liftRequestSchema,
  liftStatusSchema,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { adminOf, customerOf, noStore } from '../../plugins/auth.ts';
import { LIFT_MESSAGES as M } from './lift.messages.ts';
import { approveLift, liftRequestPage, rejectLift } from './lift-staff.service.ts';
import { liftStatus, requestLift, resumePlay } from './lift.service.ts';

const params = z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/) });

/**
 * Lifting an ended self-exclusion (rule 30; docs/decisions/033-lifting-and-withdraw-only.md).
 * The player's routes answer withdraw-only sessions too (core/protection/withdraw-only.ts).
 */
export const liftRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  const customer = { preHandler: app.requireCustomer };
  const tags = ['protection'];

  app.get(
    '/protection/lift-request',
    {
      ...customer,
      schema: {
        tags,
        summary: 'The block, whether lifting may be requested, and the latest lift request',
        response: { 200: envelope(liftStatusSchema) },
      },
    },
    async (req) => ok(await liftStatus(app.db, customerOf(req).id)),
  );
  app.post(
    '/protection/lift-request',
    {
      ...customer,
      schema: {
        tags,
        summary: 'Ask in writing to lift a self-exclusion that has ended (never a live or permanent one)',
        body: liftRequestSchema,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
    },
    async (req) =>
      ok(
        await requestLift(app.db, customerOf(req).id, req.body.reason, requestMeta(req)),
        M.requested[req.locale],
      ),
  );
  app.post(
    '/protection/resume',
    {
      ...customer,
      schema: {
        tags,
        summary: 'Resume play after the lift was accepted twice and its delay passed',
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await resumePlay(app.db, customerOf(req).id, requestMeta(req));
      return ok(null, M.resumed[req.locale]);
    },
  );

  const staff = { config: { permission: 'protection:lift' as const }, preHandler: app.requireAdmin };
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
      ...staff,
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
      ...staff,
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
