import {
  envelope,
  eventsPageSchema,
  eventsQuerySchema,
  sportsEventSchema,
  sportsQuerySchema,
  sportSummarySchema,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import type { CatalogueReads } from './reads.ts';
import { readMbs } from '../mbs.ts';

/**
 * The sportsbook's public catalogue (docs/product.md §1, §2: /spor, /livespor, /esports), read from
 * the adapter's in-memory catalogue: no database round trip per request (the MBS options come
 * from the options' process cache). Names in `x-locale`.
 */
export function sportsbookFeedRoutes(catalogue: CatalogueReads): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sportsbook/sports',
      {
        schema: {
          tags: ['sportsbook'],
          summary: 'Sports with event counts and their tournaments (live only with live=true)',
          querystring: sportsQuerySchema,
          response: { 200: envelope(z.array(sportSummarySchema)) },
        },
      },
      async (req) => ok(catalogue.sports(req.query.live, req.locale)),
    );

    app.get(
      '/sportsbook/events',
      {
        schema: {
          tags: ['sportsbook'],
          summary: 'Events (main market only), live first then by start time; a page and the total',
          querystring: eventsQuerySchema,
          response: { 200: envelope(eventsPageSchema) },
        },
      },
      async (req) => ok(catalogue.events(req.query, req.locale, await readMbs(app.db))),
    );

    app.get(
      '/sportsbook/events/:id',
      {
        schema: {
          tags: ['sportsbook'],
          summary: 'One event with all its open markets, grouped',
          params: z.object({ id: z.string().min(1).max(100) }),
          response: { 200: envelope(sportsEventSchema) },
        },
      },
      async (req) => {
        const event = catalogue.event(req.params.id, req.locale, await readMbs(app.db));
        if (!event) throw new AppError('NOT_FOUND');
        return ok(event);
      },
    );
  };
}
