import {
  createRoleRequestSchema,
  createStaffRequestSchema,
  envelope,
  setStaffCustomerRequestSchema,
  setStaffRolesRequestSchema,
  staffListSchema,
  staffRolesSchema,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { adminOf, noStore } from '../../plugins/auth.ts';
import { setStaffCustomer } from './staff-link.service.ts';
import { listRoles, listStaff } from './staff.repository.ts';
import { createRole, createStaff, setStaffRoles } from './staff.service.ts';

const pageQuery = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(200).default(50),
});

/** Back office: staff accounts and their roles (docs/decisions/029-staff-permissions.md). */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  const ctx = (req: Parameters<typeof requestMeta>[0]) => ({ db: app.db, meta: requestMeta(req) });

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
          disabled: false,
          createdAt: r.created_at.toISOString(),
          customerId: r.customer_id === null ? null : Number(r.customer_id),
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
        summary: 'Create a staff account with roles the caller may grant',
        body: createStaffRequestSchema,
        response: { 200: envelope(z.object({ id: z.number() })) },
      },
    },
    async (req) => ok({ id: Number(await createStaff(ctx(req), adminOf(req), req.body)) }),
  );

  app.put(
    '/admin/staff/:id/roles',
    {
      config: { permission: 'staff:manage', stepUp: true },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Replace a staff member's roles",
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: setStaffRolesRequestSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const staffId = BigInt(req.params.id);
      await setStaffRoles(ctx(req), adminOf(req), staffId, req.body.roles);
      // No role, no back office: the staff hub's sockets close now; other losses at the next sweep.
      if (!req.body.roles.length)
        app.sessionEvents.emit('staffEnded', { adminId: staffId, sessionIds: null });
      return ok(null);
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
