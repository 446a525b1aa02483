import {
  adminSportsBetsPageSchema,
  adminSportsBetsQuerySchema,
  envelope,
  eventLiabilityQuerySchema,
  eventLiabilitySchema,
  liabilityEventsPageSchema,
  liabilityEventsQuerySchema,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { noStore } from '../../../plugins/auth.ts';
import { eventLiability, type LiabilityCtx, liabilityEventList } from './desk-liability.service.ts';
import { betTicker } from './desk-ticker.service.ts';

/** The desk's reads (docs/decisions/078-trading-desk.md): the bet ticker and the book's liability. */
export function deskRoutes(ctx: LiabilityCtx): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', noStore);

    app.get(
      '/admin/sportsbook/bets',
      {
        config: { permission: 'sportsbook:view' },
        preHandler: app.requireAdmin,
        schema: {
          tags: ['admin'],
          summary: 'Every player’s bets, newest first, with their risks (large stake, liability)',
          querystring: adminSportsBetsQuerySchema,
          response: { 200: envelope(adminSportsBetsPageSchema) },
        },
      },
      async (req) => ok(await betTicker(ctx, req.admin ?? {}, req.query, req.locale)),
    );

    app.get(
      '/admin/sportsbook/liability/events',
      {
        config: { permission: 'sportsbook:view' },
        preHandler: app.requireAdmin,
        schema: {
          tags: ['admin'],
          summary: 'Events with open bets, largest liability first',
          querystring: liabilityEventsQuerySchema,
          response: { 200: envelope(liabilityEventsPageSchema) },
        },
      },
      async (req) => ok(await liabilityEventList(ctx, req.query, req.locale)),
    );

    app.get(
      '/admin/sportsbook/liability',
      {
        config: { permission: 'sportsbook:view' },
        preHandler: app.requireAdmin,
        schema: {
          tags: ['admin'],
          summary: 'One event’s liability per market and outcome, with the prices and status now',
          querystring: eventLiabilityQuerySchema,
          response: { 200: envelope(eventLiabilitySchema) },
        },
      },
      async (req) => ok(await eventLiability(ctx, req.query.eventId, req.locale)),
    );
  };
}
