import {
  closeAccountRequestSchema,
  envelope,
  exclusionStartedSchema,
  selfExclusionRequestSchema,
  staffTimeoutRequestSchema,
  timeoutRequestSchema,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { adminOf, customerOf, noStore } from '../../plugins/auth.ts';
import { EXCLUSION_MESSAGES as M } from './exclusion.messages.ts';
import {
  closeOwnAccount,
  exclusionContext,
  selfExclude,
  staffTimeout,
  takeTimeout,
} from './exclusion.service.ts';
import { realityAndReviewRoutes, sessionClockRoutes } from './play-session.routes.ts';

const tags = ['protection'];
const started = { 200: envelope(exclusionStartedSchema) };

/** Time-out, self-exclusion and closure, each ending every session. */
const exclusionStartRoutes: FastifyPluginAsyncZod = async (app) => {
  const customer = { preHandler: app.requireCustomer };
  app.post(
    '/customer/timeout',
    {
      ...customer,
      schema: {
        tags,
        summary: 'Take a time-out now (24h, 7d, 1m, 3m); ends every session',
        body: timeoutRequestSchema,
        response: started,
      },
    },
    async (req) =>
      ok(await takeTimeout(exclusionContext(app, req), customerOf(req).id, req.body), M.timeout[req.locale]),
  );
  app.post(
    '/customer/selfexclusion',
    {
      ...customer,
      schema: {
        tags,
        summary: 'Self-exclude now (6m, 1y, 5y, permanent); ends every session',
        body: selfExclusionRequestSchema,
        response: started,
      },
    },
    async (req) =>
      ok(
        await selfExclude(exclusionContext(app, req), customerOf(req).id, req.body),
        M.selfExclusion[req.locale],
      ),
  );
  app.post(
    '/customer/close',
    {
      ...customer,
      schema: {
        tags,
        summary: 'Close the account (gambling_concern also self-excludes for 6 months)',
        body: closeAccountRequestSchema,
        response: started,
      },
    },
    async (req) =>
      ok(
        await closeOwnAccount(exclusionContext(app, req), customerOf(req).id, req.body),
        M.closed[req.locale],
      ),
  );
};

const staffTimeoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/customers/:id/timeout',
    {
      config: { permission: 'protection:manage' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Staff: put a customer on a time-out with a reason (cannot shorten one in force)',
        params: z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/) }),
        body: staffTimeoutRequestSchema,
        response: started,
      },
    },
    async (req) => {
      const r = await staffTimeout(exclusionContext(app, req), adminOf(req), BigInt(req.params.id), req.body);
      return ok(r, M.staffTimeout[req.locale]);
    },
  );
};

/**
 * Time-out, self-exclusion, closure, reality check, review prompt and the session clock
 * (docs/decisions/025-exclusions-and-sessions.md). Registered under /api by the integrator.
 */
export const exclusionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  await app.register(exclusionStartRoutes);
  await app.register(realityAndReviewRoutes);
  await app.register(sessionClockRoutes);
  await app.register(staffTimeoutRoutes);
};
