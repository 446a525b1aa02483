import {
  acceptStaffInvitationRequestSchema,
  adminLoginResponseSchema,
  approveRequestSchema,
  disableStaffRequestSchema,
  envelope,
  rejectRequestSchema,
  staffInvitationInfoRequestSchema,
  staffInvitationInfoSchema,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountsContext } from '../../core/accounts/context.ts';
import { describeApprovals } from '../../core/approvals/index.ts';
import { notifyStaffQueue } from '../../core/staff-queues.ts';
import { ok } from '../../lib/envelope.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { adminOf } from '../../plugins/auth.ts';
import { acceptInvitation, invitationInfo } from './invitation.service.ts';
import { approveStaffRequest, describeStaffRequests, rejectStaffRequest } from './staff-approval.service.ts';
import { disableStaff, enableStaff, reinviteStaff } from './staff-disable.service.ts';

export type StaffRouteOptions = {
  /** Outside production only: the invitation page opens a full session without TOTP. */
  totpOptional: boolean;
  /** PUBLIC_URL: where invitation links point (else the request's own origin). */
  publicUrl?: string | undefined;
};

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const DISABLED = { en: 'The staff account is disabled.', tr: 'Personel hesabı devre dışı bırakıldı.' };

/**
 * The staff lifecycle (docs/decisions/044-staff-lifecycle.md): the public invitation routes,
 * disabling, a new invitation, and the four-eyes decisions on staff requests.
 */
export const staffLifecycleRoutes: FastifyPluginAsyncZod<StaffRouteOptions> = async (app, opts) => {
  describeApprovals('staff', describeStaffRequests);
  const ctx = (req: Parameters<typeof requestMeta>[0]) => ({
    db: app.db,
    meta: requestMeta(req),
    messenger: app.messenger,
    inviteBaseUrl: opts.publicUrl ?? `${req.protocol}://${req.host}`,
  });
  const staff = { permission: 'staff:manage', stepUp: true } as const;
  // A request asked for or decided may change the approvals inbox.
  app.addHook('onResponse', async (req, reply) => {
    if (req.url.includes('/admin/staff') && req.method !== 'GET' && reply.statusCode < 300)
      void notifyStaffQueue(app, 'approvals');
  });

  app.post(
    '/admin/auth/invitation/check',
    {
      schema: {
        tags: ['admin'],
        summary: 'The invitation page: whose account an invitation link opens (STAFF_INVITE_INVALID if none)',
        body: staffInvitationInfoRequestSchema,
        response: { 200: envelope(staffInvitationInfoSchema) },
      },
    },
    async (req) => ok(await invitationInfo(app.db, req.body.token)),
  );

  app.post(
    '/admin/auth/invitation',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The new staff member sets a password with the single-use invitation; TOTP enrolment follows',
        body: acceptStaffInvitationRequestSchema,
        response: { 200: envelope(adminLoginResponseSchema) },
      },
    },
    async (req) =>
      ok(await acceptInvitation(accountsContext(app, req), req.body, { totpOptional: opts.totpOptional })),
  );

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
