import {
  approveRequestSchema,
  disableStaffRequestSchema,
  envelope,
  rejectRequestSchema,
} from '@lalebet/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeApprovals } from '../../core/approvals/index.ts';
import { notifyStaffQueue } from '../../core/staff-queues.ts';
import { ok } from '../../lib/envelope.ts';
import { adminOf } from '../../plugins/auth.ts';
import { approveStaffRequest, describeStaffRequests, rejectStaffRequest } from './staff-approval.service.ts';
import { disableStaff, enableStaff, reinviteStaff } from './staff-disable.service.ts';
import { type StaffRouteOptions, staffContext } from './staff-route-options.ts';
import { invitationRoutes } from './invitation.routes.ts';

export type { StaffRouteOptions } from './staff-route-options.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const DISABLED = { en: 'The staff account is disabled.', tr: 'Personel hesabı devre dışı bırakıldı.' };
const staff = { permission: 'staff:manage', stepUp: true } as const;

/** Disabling a staff account, enabling it again, and a fresh invitation. */
const accountRoutes: FastifyPluginAsyncZod<StaffRouteOptions> = async (app, opts) => {
  const ctx = (req: FastifyRequest) => staffContext(app, opts, req);
  app.post(
    '/admin/staff/:id/disable',
    {
      config: staff,
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Disable a staff account with a reason: no login, every session ends',
        params: idParams,
        body: disableStaffRequestSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const staffId = BigInt(req.params.id);
      if (await disableStaff(ctx(req), adminOf(req), staffId, req.body.reason))
        app.sessionEvents.emit('staffEnded', { adminId: staffId, sessionIds: null });
      return ok(null, DISABLED[req.locale]);
    },
  );

  app.post(
    '/admin/staff/:id/enable',
    {
      config: staff,
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Enable a disabled staff account again',
        params: idParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await enableStaff(ctx(req), adminOf(req), BigInt(req.params.id));
      return ok(null);
    },
  );

  app.post(
    '/admin/staff/:id/invite',
    {
      config: staff,
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Send a new invitation to a staff member who never set a password (older links stop working)',
        params: idParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await reinviteStaff(ctx(req), adminOf(req), BigInt(req.params.id));
      return ok(null);
    },
  );
};

/** The second manager approves or rejects a staff request (four eyes). */
const requestRoutes: FastifyPluginAsyncZod<StaffRouteOptions> = async (app, opts) => {
  const ctx = (req: FastifyRequest) => staffContext(app, opts, req);
  app.post(
    '/admin/staffrequests/:id/approve',
    {
      config: staff,
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          "Approve someone else's staff request (the hash you reviewed): the account or grant is made at once",
        params: idParams,
        body: approveRequestSchema,
        response: { 200: envelope(z.object({ staffId: z.number().nullable() })) },
      },
    },
    async (req) =>
      ok(await approveStaffRequest(ctx(req), adminOf(req), BigInt(req.params.id), req.body.payloadHash)),
  );

  app.post(
    '/admin/staffrequests/:id/reject',
    {
      config: staff,
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Reject someone else's staff request with a reason",
        params: idParams,
        body: rejectRequestSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await rejectStaffRequest(ctx(req), adminOf(req), BigInt(req.params.id), req.body.reason);
      return ok(null);
    },
  );
};

/**
 * The staff lifecycle (docs/decisions/044-staff-lifecycle.md): the public invitation routes,
 * disabling, a new invitation, and the four-eyes decisions on staff requests.
 */
export const staffLifecycleRoutes: FastifyPluginAsyncZod<StaffRouteOptions> = async (app, opts) => {
  describeApprovals('staff', describeStaffRequests);
  // A request asked for or decided may change the approvals inbox.
  app.addHook('onResponse', async (req, reply) => {
    if (req.url.includes('/admin/staff') && req.method !== 'GET' && reply.statusCode < 300)
      void notifyStaffQueue(app, 'approvals');
  });
  await app.register(invitationRoutes, opts);
  await app.register(accountRoutes, opts);
  await app.register(requestRoutes, opts);
};
