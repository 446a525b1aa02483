import {
  acceptStaffInvitationRequestSchema,
  adminLoginResponseSchema,
  envelope,
  staffInvitationInfoRequestSchema,
  staffInvitationInfoSchema,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountsContext } from '../../core/accounts/index.ts';
import { ok } from '../../lib/envelope.ts';
import { acceptInvitation, invitationInfo } from './invitation.service.ts';
import type { StaffRouteOptions } from './staff-route-options.ts';

/** The public invitation page: whose link it is, then the password. */
export const invitationRoutes: FastifyPluginAsyncZod<StaffRouteOptions> = async (app, opts) => {
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
};
