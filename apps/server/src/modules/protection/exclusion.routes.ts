import {
  closeAccountRequestSchema,
  envelope,
  exclusionStartedSchema,
  playSessionSchema,
  realityCheckRequestSchema,
  realityCheckResponseSchema,
  reviewPromptRequestSchema,
  selfExclusionRequestSchema,
  staffTimeoutRequestSchema,
  timeoutRequestSchema,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acknowledgeRealityCheck, setRealityCheck } from '../../core/protection/reality-check.ts';
import { acknowledgeReview, setReviewMonths } from '../../core/protection/review-prompt.ts';
import { playSession } from '../../core/protection/session-summary.ts';
import { ok } from '../../lib/envelope.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { adminOf, customerOf, noStore } from '../../plugins/auth.ts';
import { EXCLUSION_MESSAGES as M } from './exclusion.messages.ts';
import {
  closeOwnAccount,
  exclusionContext,
  selfExclude,
  staffTimeout,
  takeTimeout,
} from './exclusion.service.ts';

const tags = ['protection'];

/**
 * Time-out, self-exclusion, closure, reality check, review prompt and the session clock
 * (docs/decisions/025-exclusions-and-sessions.md). Registered under /api by the integrator.
 */
export const exclusionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  const started = { 200: envelope(exclusionStartedSchema) };
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
  app.post(
    '/customer/realitycheck',
    {
      ...customer,
      schema: {
        tags,
        summary: 'Reality-check interval: shorter applies at once, longer after 24 h',
        body: realityCheckRequestSchema,
        response: { 200: envelope(realityCheckResponseSchema) },
      },
    },
    async (req) => {
      const r = await setRealityCheck(app.db, customerOf(req).id, req.body.minutes, requestMeta(req));
      return ok(
        { applied: r.applied, effectiveAt: r.effectiveAt.toISOString() },
        (r.applied ? M.realityApplied : M.realityPending)[req.locale],
      );
    },
  );
  app.post(
    '/customer/review',
    {
      ...customer,
      schema: {
        tags,
        summary: 'How often (months) to be prompted to review the account',
        body: reviewPromptRequestSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await setReviewMonths(app.db, customerOf(req).id, req.body.months, requestMeta(req));
      return ok(null, M.review[req.locale]);
    },
  );
  app.post(
    '/customer/review/ack',
    {
      ...customer,
      schema: {
        tags,
        summary: 'The player reviewed the account: the next prompt is an interval away',
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await acknowledgeReview(app.db, customerOf(req).id, requestMeta(req));
      return ok(null, M.reviewed[req.locale]);
    },
  );
  app.get(
    '/customer/session',
    {
      ...customer,
      schema: {
        tags,
        summary:
          "The session's clock, today's play minutes, its stakes, wins and net, and the next reality check",
        response: { 200: envelope(playSessionSchema) },
      },
    },
    async (req) => ok(await playSession(app.db, customerOf(req).id, customerOf(req).sessionId)),
  );

  app.post(
    '/customer/realitycheck/ack',
    {
      ...customer,
      schema: {
        tags,
        summary: 'The player acknowledged the reality check: stakes are accepted for another interval',
        response: { 200: envelope(playSessionSchema) },
      },
    },
    async (req) => {
      const { id, sessionId } = customerOf(req);
      await acknowledgeRealityCheck(app.db, id, requestMeta(req));
      return ok(await playSession(app.db, id, sessionId));
    },
  );

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
