import {
  builderMarketsSchema,
  builderPriceRequestSchema,
  builderPriceSchema,
  envelope,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../lib/envelope.ts';
import { type RouteLimit, enforceRouteLimit } from '../../../infra/rate-limit/route-limit.ts';
import { ipLimitKey } from '../../../lib/request-meta.ts';
import type { CatalogueReads } from '../feed/reads.ts';
import { builderMarkets, quoteBuilder } from './builder.service.ts';
import type { CustomBetService } from './custom-bet.port.ts';

/** Per address (/64): a slip re-prices on every pick; a real provider bills each call. */
export const BUILDER_PRICE_LIMIT: RouteLimit = { name: 'sb-builder-price', max: 120, windowMs: 60_000 };

/** The bet builder's reads (docs/decisions/072-bet-builder.md); guests may price, players place. */
export function builderRoutes(reads: CatalogueReads, service: CustomBetService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sportsbook/events/:id/builder',
      {
        schema: {
          tags: ['sportsbook'],
          summary: 'The markets of a pre-match event that can be combined in a bet builder',
          params: z.object({ id: z.string().min(1).max(100) }),
          response: { 200: envelope(builderMarketsSchema) },
        },
      },
      async (req) => ok(await builderMarkets(reads, service, req.params.id, req.locale)),
    );

    app.post(
      '/sportsbook/builder/price',
      {
        preHandler: async (req) => enforceRouteLimit(app.limiter, BUILDER_PRICE_LIMIT, ipLimitKey(req.ip)),
        schema: {
          tags: ['sportsbook'],
          summary: 'The combined price of bet builder picks (BUILDER_CONFLICT names the pairs)',
          body: builderPriceRequestSchema,
          response: { 200: envelope(builderPriceSchema) },
        },
      },
      async (req) =>
        ok({ odds: (await quoteBuilder(service, req.body.eventId, req.body.selections)) / 1000 }),
    );
  };
}
