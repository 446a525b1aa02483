import { notifyStaffQueue } from '../../core/staff-queues.ts';
import { envelope, liftRequestSchema, liftStatusSchema } from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { customerOf, noStore } from '../../plugins/auth.ts';
import { LIFT_MESSAGES as M } from './lift.messages.ts';
import { liftStatus, requestLift, resumePlay } from './lift.service.ts';
import { staffLiftRoutes } from './lift-staff.routes.ts';

const tags = ['protection'];

/** The player asks for the lift, follows it, and resumes play once it is done. */
const playerLiftRoutes: FastifyPluginAsyncZod = async (app) => {
  const customer = { preHandler: app.requireCustomer };
  app.get(
    '/protection/lift-request',
    {
      ...customer,
      schema: {
        tags,
        summary: 'The block, whether lifting may be requested, and the latest lift request',
        response: { 200: envelope(liftStatusSchema) },
      },
    },
    async (req) => ok(await liftStatus(app.db, customerOf(req).id)),
  );
  app.post(
    '/protection/lift-request',
    {
      ...customer,
      schema: {
        tags,
        summary: 'Ask in writing to lift a self-exclusion that has ended (never a live or permanent one)',
        body: liftRequestSchema,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
    },
    async (req) =>
      ok(
        await requestLift(app.db, customerOf(req).id, req.body.reason, requestMeta(req)),
        M.requested[req.locale],
      ),
  );
  app.post(
    '/protection/resume',
    {
      ...customer,
      schema: {
        tags,
        summary: 'Resume play after the lift was accepted twice and its delay passed',
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await resumePlay(app.db, customerOf(req).id, requestMeta(req));
      return ok(null, M.resumed[req.locale]);
    },
  );
};

/**
 * Lifting an ended self-exclusion (docs/rules.md R30; docs/decisions/033-lifting-and-withdraw-only.md).
 * The player's routes answer withdraw-only sessions too (core/protection/withdraw-only.ts).
 */
export const liftRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  // A request made or decided changes the staff's lift queue: tell them once it has committed.
  app.addHook('onResponse', async (req, reply) => {
    if (req.method === 'POST' && reply.statusCode < 300 && /lift-request/.test(req.url))
      void notifyStaffQueue(app, 'liftRequests');
  });
  await app.register(playerLiftRoutes);
  await app.register(staffLiftRoutes);
};
