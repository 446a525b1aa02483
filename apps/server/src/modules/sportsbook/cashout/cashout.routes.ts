import {
  cashoutAutoRequestSchema,
  cashoutAutoSchema,
  cashoutQuoteSchema,
  cashoutRequestSchema,
  cashoutResultSchema,
  envelope,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../lib/envelope.ts';
import { customerOf, noStore } from '../../../plugins/auth.ts';
import type { BetsCtx } from '../bets/place/place.context.ts';
import { acceptCashout } from './cashout-accept.ts';
import { quoteCashout, readAuto, saveAuto } from './cashout.service.ts';

const params = z.object({ id: z.string().max(100) });

/** Cash-out of the player's own bets (docs/decisions/066-cash-out-pricing-and-locking.md). */
export function cashoutRoutes(ctx: BetsCtx): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', noStore);

    app.post(
      '/sportsbook/bets/:id/cashout/quote',
      {
        preHandler: app.requireCustomer,
        schema: {
          tags: ['sportsbook'],
          summary:
            'What the whole bet is worth now, valid until expiresAt (CASHOUT_UNAVAILABLE with data.reason)',
          params,
          response: { 200: envelope(cashoutQuoteSchema) },
        },
      },
      async (req) => ok(await quoteCashout(ctx, customerOf(req).id, req.params.id)),
    );

    app.post(
      '/sportsbook/bets/:id/cashout',
      {
        preHandler: app.requireCustomer,
        schema: {
          tags: ['sportsbook'],
          summary: 'Accept a quote: the whole bet, or `amount` of it (the rest stays open); a retry replays',
          params,
          body: cashoutRequestSchema,
          response: { 200: envelope(cashoutResultSchema) },
        },
      },
      async (req) => ok(await acceptCashout(ctx, customerOf(req).id, req.params.id, req.body)),
    );

    app.get(
      '/sportsbook/bets/:id/cashout/auto',
      {
        preHandler: app.requireCustomer,
        schema: {
          tags: ['sportsbook'],
          summary: "The bet's auto cash-out threshold (null: off)",
          params,
          response: { 200: envelope(cashoutAutoSchema) },
        },
      },
      async (req) => ok(await readAuto(ctx.db, customerOf(req).id, req.params.id)),
    );

    app.put(
      '/sportsbook/bets/:id/cashout/auto',
      {
        preHandler: app.requireCustomer,
        schema: {
          tags: ['sportsbook'],
          summary: 'Set or clear (null) the bet’s auto cash-out threshold',
          params,
          body: cashoutAutoRequestSchema,
          response: { 200: envelope(cashoutAutoSchema) },
        },
      },
      async (req) => ok(await saveAuto(ctx.db, customerOf(req).id, req.params.id, req.body.threshold)),
    );
  };
}
