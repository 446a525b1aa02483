import { createRoleRequestSchema, envelope, staffRolesSchema } from '@lalebet/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { adminOf } from '../../plugins/auth.ts';
import { type StaffRouteOptions, staffContext } from './staff-route-options.ts';
import { listRoles } from './staff.repository.ts';
import { createRole } from './staff.service.ts';

/** The roles and the permissions each one grants. */
export const roleRoutes: FastifyPluginAsyncZod<StaffRouteOptions> = async (app, opts) => {
  const ctx = (req: FastifyRequest) => staffContext(app, opts, req);
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
