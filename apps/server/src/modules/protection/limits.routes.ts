import {
  adminProtectionSchema,
  envelope,
  limitRequestIdSchema,
  responsibleGamingSchema,
  setLimitRequestSchema,
  setLimitResponseSchema,
  staffLimitRequestSchema,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { adminOf, customerOf, noStore } from '../../plugins/auth.ts';
import { staffSetLimit } from './limits-staff.service.ts';
import { adminProtection, responsibleGaming } from './limits-view.service.ts';
import { cancelLimit, confirmLimit, setLimit } from './limits.service.ts';

const customerParams = z.object({ id: z.coerce.bigint().positive() });

/** The player's own limits: set, confirmed after the cooling-off, cancelled, and shown. */
const playerLimitRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (req: Parameters<typeof requestMeta>[0]) => ({ db: app.db, meta: requestMeta(req) });
  app.post(
    '/customer/limits',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['protection'],
        summary:
          'Set a limit: lowering or adding applies at once; raising or removing waits for the cooling-off period and a confirmation',
        body: setLimitRequestSchema,
        response: { 200: envelope(setLimitResponseSchema) },
      },
    },
    async (req) => ok(await setLimit(ctx(req), customerOf(req).id, req.body)),
  );

  app.post(
    '/customer/limits/confirm',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['protection'],
        summary: 'Confirm a pending raise or removal once its cooling-off period has passed',
        body: limitRequestIdSchema,
        response: { 200: envelope(setLimitResponseSchema) },
      },
    },
    async (req) => ok(await confirmLimit(ctx(req), customerOf(req).id, req.body.id)),
  );

  app.post(
    '/customer/limits/cancel',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['protection'],
        summary: 'Cancel a pending raise or removal (immediate)',
        body: limitRequestIdSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await cancelLimit(ctx(req), customerOf(req).id, req.body.id);
      return ok(null);
    },
  );

  app.get(
    '/customer/responsiblegaming',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['protection'],
        summary: 'Limits with their use, pending changes, exclusion, reality check and review prompt',
        response: { 200: envelope(responsibleGamingSchema) },
      },
    },
    async (req) => ok(await responsibleGaming(app.db, customerOf(req).id)),
  );
};

/** Staff set a customer's limit and see their protection state. */
const staffLimitRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (req: Parameters<typeof requestMeta>[0]) => ({ db: app.db, meta: requestMeta(req) });
  app.post(
    '/admin/customers/:id/limits',
    {
      config: { permission: 'protection:manage' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Add or lower a customer's limit, with a reason (never raise one the player set)",
        params: customerParams,
        body: staffLimitRequestSchema,
        response: { 200: envelope(setLimitResponseSchema) },
      },
    },
    async (req) => ok(await staffSetLimit(ctx(req), adminOf(req).id, req.params.id, req.body)),
  );

  app.get(
    '/admin/customers/:id/protection',
    {
      config: { permission: 'protection:view' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "A customer's limits, pending changes, usage, RG flags and protection audit",
        params: customerParams,
        response: { 200: envelope(adminProtectionSchema) },
      },
    },
    async (req) => ok(await adminProtection(app.db, req.params.id)),
  );
};

/** Player-protection limits (docs/decisions/024-player-protection.md): the player's and staff's. */
export const limitsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  await app.register(playerLimitRoutes);
  await app.register(staffLimitRoutes);
};
