import {
  envelope,
  playSessionSchema,
  realityCheckRequestSchema,
  realityCheckResponseSchema,
  reviewPromptRequestSchema,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acknowledgeRealityCheck,
  setRealityCheck,
  acknowledgeReview,
  setReviewMonths,
  playSession,
} from '../../core/protection/index.ts';
import { ok } from '../../lib/envelope.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { customerOf } from '../../plugins/auth.ts';
import { EXCLUSION_MESSAGES as M } from './exclusion.messages.ts';

const tags = ['protection'];

/** The player sets the reality-check interval and the review prompt. */
export const realityAndReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const customer = { preHandler: app.requireCustomer };
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
};

/** The session's clock and the reality check's acknowledgement. */
export const sessionClockRoutes: FastifyPluginAsyncZod = async (app) => {
  const customer = { preHandler: app.requireCustomer };
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
};
