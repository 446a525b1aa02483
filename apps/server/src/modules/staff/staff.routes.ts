import {
  createStaffRequestSchema,
  createStaffResponseSchema,
  envelope,
  setStaffCustomerRequestSchema,
  setStaffRolesRequestSchema,
  setStaffRolesResponseSchema,
  staffListSchema,
} from '@lalebet/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { adminOf, noStore } from '../../plugins/auth.ts';
import { createStaff } from './staff-create.service.ts';
import { staffLifecycleRoutes } from './staff-lifecycle.routes.ts';
import { type StaffRouteOptions, staffContext } from './staff-route-options.ts';
import { setStaffCustomer } from './staff-link.service.ts';
import { listStaff } from './staff.repository.ts';
import { setStaffRoles } from './staff.service.ts';
import { roleRoutes } from './roles.routes.ts';
const INVITED = {
  en: 'Invitation sent: the new staff member sets a password and two-factor authentication from the e-mail.',
  tr: 'Davet gönderildi: yeni personel şifresini ve iki adımlı doğrulamayı e-postadaki bağlantıdan kuracak.',
};
const SENT_FOR_APPROVAL = {
  en: 'Sent for approval: a second staff manager must approve it.',
  tr: 'Onaya gönderildi: ikinci bir personel yöneticisinin onaylaması gerekiyor.',
};

const pageQuery = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(200).default(50),
});

/** The staff list, and a new staff member invited. */
const staffListRoutes: FastifyPluginAsyncZod<StaffRouteOptions> = async (app, opts) => {
  const ctx = (req: FastifyRequest) => staffContext(app, opts, req);
  app.get(
    '/admin/staff',
    {
      config: { permission: 'staff:view' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Staff accounts with their roles',
        querystring: pageQuery,
        response: { 200: envelope(staffListSchema) },
      },
    },
    async (req) => {
      const { rows, total } = await listStaff(app.db, req.query.skip, req.query.take);
      return ok({
        total,
        items: rows.map((r) => ({
          id: Number(r.id),
          username: r.username,
          roles: r.roles,
          twoFactor: r.totp_enrolled_at !== null,
          disabled: r.disabled_at !== null,
          createdAt: r.created_at.toISOString(),
          customerId: r.customer_id === null ? null : Number(r.customer_id),
          email: r.email,
          invited: r.invited,
        })),
      });
    },
  );

  app.post(
    '/admin/staff',
    {
      config: { permission: 'staff:manage', stepUp: true },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Invite a new staff member (no password: the link goes to their e-mail); with a money permission it waits for a second staff:manage holder',
        body: createStaffRequestSchema,
        response: { 200: envelope(createStaffResponseSchema) },
      },
    },
    async (req) => {
      const created = await createStaff(ctx(req), adminOf(req), req.body);
      return ok(created, (created.status === 'pending' ? SENT_FOR_APPROVAL : INVITED)[req.locale]);
    },
  );
};

/** A staff member's roles, and the customer account they may not act on. */
const staffAssignRoutes: FastifyPluginAsyncZod<StaffRouteOptions> = async (app, opts) => {
  const ctx = (req: FastifyRequest) => staffContext(app, opts, req);
  app.put(
    '/admin/staff/:id/roles',
    {
      config: { permission: 'staff:manage', stepUp: true },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          "Replace a staff member's roles; adding a money permission waits for a second staff:manage holder",
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: setStaffRolesRequestSchema,
        response: { 200: envelope(setStaffRolesResponseSchema) },
      },
    },
    async (req) => {
      const staffId = BigInt(req.params.id);
      const done = await setStaffRoles(ctx(req), adminOf(req), staffId, req.body.roles);
      // No role, no back office: the staff hub's sockets close now; other losses at the next sweep.
      if (!req.body.roles.length)
        app.sessionEvents.emit('staffEnded', { adminId: staffId, sessionIds: null });
      return ok(done, done.status === 'pending' ? SENT_FOR_APPROVAL[req.locale] : undefined);
    },
  );

  app.put(
    '/admin/staff/:id/customer',
    {
      config: { permission: 'staff:manage', stepUp: true },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          "Link a staff account to its holder's player account (or unlink it): they never request nor approve money for it",
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: setStaffCustomerRequestSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const { customerId } = req.body;
      const target = BigInt(req.params.id);
      await setStaffCustomer(ctx(req), adminOf(req), target, customerId === null ? null : BigInt(customerId));
      return ok(null);
    },
  );
};

/**
 * Back office: staff accounts and their roles (docs/decisions/029-staff-permissions.md), their
 * invitations, four-eyes grants and disabling (docs/decisions/044-staff-lifecycle.md).
 */
export const staffRoutes: FastifyPluginAsyncZod<StaffRouteOptions> = async (app, opts) => {
  app.addHook('onSend', noStore);
  await app.register(staffLifecycleRoutes, opts);
  await app.register(staffListRoutes, opts);
  await app.register(staffAssignRoutes, opts);
  await app.register(roleRoutes, opts);
};
