import {
  createRoleRequestSchema,
  createStaffRequestSchema,
  createStaffResponseSchema,
  envelope,
  setStaffCustomerRequestSchema,
  setStaffRolesRequestSchema,
  setStaffRolesResponseSchema,
  staffListSchema,
  staffRolesSchema,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { adminOf, noStore } from '../../plugins/auth.ts';
import { createStaff } from './staff-create.service.ts';
import { type StaffRouteOptions, staffLifecycleRoutes } from './staff-lifecycle.routes.ts';
import { setStaffCustomer } from './staff-link.service.ts';
import { listRoles, listStaff } from './staff.repository.ts';
import { createRole, setStaffRoles } from './staff.service.ts';

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

/**
 * Back office: staff accounts and their roles (docs/decisions/029-staff-permissions.md), their
 * invitations, four-eyes grants and disabling (docs/decisions/044-staff-lifecycle.md).
 */
export const staffRoutes: FastifyPluginAsyncZod<StaffRouteOptions> = async (app, opts) => {
  app.addHook('onSend', noStore);
  const ctx = (req: Parameters<typeof requestMeta>[0]) => ({
    db: app.db,
    meta: requestMeta(req),
    messenger: app.messenger,
    inviteBaseUrl: opts.publicUrl ?? `${req.protocol}://${req.host}`,
  });
  await app.register(staffLifecycleRoutes, opts);

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

  app.get(
    '/admin/roles',
    {
      config: { permission: 'staff:view' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Roles and their permissions',
        response: { 200: envelope(staffRolesSchema) },
      },
    },
    async () => ok((await listRoles(app.db)).map((r) => ({ ...r, permissions: r.permissions as never }))),
  );

  app.post(
    '/admin/roles',
    {
      config: { permission: 'staff:manage', stepUp: true },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Create a custom role from permissions the caller holds',
        body: createRoleRequestSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await createRole(ctx(req), adminOf(req), req.body);
      return ok(null);
    },
  );
};
