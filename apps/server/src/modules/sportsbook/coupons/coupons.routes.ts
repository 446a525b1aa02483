import { COUPON_CODE_PATTERN, couponSchema, envelope, saveCouponRequestSchema } from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { type RouteLimit, enforceRouteLimit } from '../../../infra/rate-limit/route-limit.ts';
import { ipLimitKey } from '../../../lib/request-meta.ts';
import type { Catalogue } from '../catalogue.ts';
import { loadCoupon, saveCoupon } from './coupons.service.ts';

/** Per address (/64): a player saves a slip now and then; a loop would fill the table. */
export const COUPON_SAVE_LIMIT: RouteLimit = { name: 'sb-coupon', max: 30, windowMs: 60_000 };

/** Saved slips by short code; guests may save and load (docs/decisions/021-sportsbook-engine.md). */
export function couponRoutes(catalogue: Catalogue): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/sportsbook/coupons',
      {
        preHandler: async (req) => enforceRouteLimit(app.limiter, COUPON_SAVE_LIMIT, ipLimitKey(req.ip)),
        schema: {
          tags: ['sportsbook'],
          summary: 'Save a slip; answers its 6-character code',
          body: saveCouponRequestSchema,
          response: { 200: envelope(z.object({ code: z.string() })) },
        },
      },
      async (req) => ok({ code: await saveCoupon(app.db, req.body.selections) }),
    );

    app.get(
      '/sportsbook/coupons/:code',
      {
        schema: {
          tags: ['sportsbook'],
          summary: 'A saved slip with every selection’s current odds and state',
          params: z.object({ code: z.string().max(20) }),
          response: { 200: envelope(couponSchema) },
        },
      },
      async (req) => {
        const code = req.params.code.toUpperCase();
        if (!COUPON_CODE_PATTERN.test(code)) throw new AppError('COUPON_NOT_FOUND');
        return ok(await loadCoupon(app.db, catalogue, code));
      },
    );
  };
}
