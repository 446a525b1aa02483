import { couponRulesSchema, envelope } from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { readMaxMisli } from '../bets/place/limits.ts';

/**
 * The site's coupon rules the slip offers within, for guests too: the misli cap that placement
 * enforces (MISLI_TOO_HIGH, docs/decisions/070-turkish-coupon-rules.md). Read from the options'
 * process cache; a short public cache keeps a busy slip from asking on every page.
 */
export const couponRulesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sportsbook/coupon-rules',
    {
      schema: {
        tags: ['sportsbook'],
        summary: "The site's coupon rules (the misli cap)",
        response: { 200: envelope(couponRulesSchema) },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return ok({ maxMisli: await readMaxMisli(app.db) });
    },
  );
};
