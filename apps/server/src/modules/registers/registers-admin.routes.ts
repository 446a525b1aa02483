import {
  adminRegisterListSchema,
  adminRegisterQuerySchema,
  envelope,
  registerCheckResultSchema,
} from '@lalebet/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { adminOf, noStore } from '../../plugins/auth.ts';
import { recheckRegister, registerStatuses } from './registers.service.ts';

const ctxOf = (app: FastifyInstance, req: FastifyRequest) => ({
  db: app.db,
  registers: app.registers,
  events: app.sessionEvents,
  meta: requestMeta(req),
});

/** Back office: national register answers and health (docs/decisions/032-national-registers.md). */
export const registersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);

  app.get(
    '/admin/protection/registers',
    {
      config: { permission: 'protection:view' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Customers' last GAMSTOP / Spelpaus answers (excluded, failed) and each register's health",
        querystring: adminRegisterQuerySchema,
        response: { 200: envelope(adminRegisterListSchema) },
      },
    },
    async (req) => ok(await registerStatuses(ctxOf(app, req), req.query)),
  );

  app.post(
    '/admin/customers/:id/register-check',
    {
      config: { permission: 'protection:manage' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Ask the customer's national register again now (audited); excluded blocks at once",
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: envelope(registerCheckResultSchema) },
      },
    },
    async (req) => ok(await recheckRegister(ctxOf(app, req), adminOf(req), BigInt(req.params.id))),
  );
};
