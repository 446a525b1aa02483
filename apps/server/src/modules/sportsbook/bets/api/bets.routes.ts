import { betSchema, betsPageSchema, betsQuerySchema, envelope, placeBetRequestSchema } from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { betRefusals, betsPlaced } from '../../../../infra/metrics/registry.ts';
import { AppError } from '../../../../lib/app-error.ts';
import { ok } from '../../../../lib/envelope.ts';
import { customerOf, noStore } from '../../../../plugins/auth.ts';
import type { Decider } from '../place/decider.ts';
import type { BetsCtx } from '../place/place.context.ts';
import { placeBet } from '../place/place.service.ts';
import { findBet, listBets } from './bets.repository.ts';
import { withLegs } from './bets.mapper.ts';

/** Placing and reading sports bets (docs/decisions/021-sportsbook-engine.md); signed-in players only. */
export function betsRoutes(ctx: BetsCtx, decider: Decider): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', noStore);

    app.post(
      '/sportsbook/bets',
      {
        preHandler: app.requireCustomer,
        schema: {
          tags: ['sportsbook'],
          summary: 'Place a bet (idempotent by requestId); a live bet answers pending',
          body: placeBetRequestSchema,
          response: { 200: envelope(betSchema) },
        },
      },
      async (req) => {
        const { bet, decideAt } = await placeBet(ctx, customerOf(req).id, req.locale, req.body).catch(
          (err: unknown) => {
            betRefusals.inc({ code: err instanceof AppError ? err.code : 'INTERNAL_ERROR' });
            throw err;
          },
        );
        betsPlaced.inc({ kind: req.body.kind });
        if (decideAt) decider.schedule(bet.id, decideAt);
        return ok(bet);
      },
    );

    app.get(
      '/sportsbook/bets',
      {
        preHandler: app.requireCustomer,
        schema: {
          tags: ['sportsbook'],
          summary: "The player's bets, newest first (open = pending and open)",
          querystring: betsQuerySchema,
          response: { 200: envelope(betsPageSchema) },
        },
      },
      async (req) => {
        const { status, skip, take } = req.query;
        const page = await listBets(ctx.db, customerOf(req).id, status, skip, take);
        return ok({ items: await withLegs(ctx.db, page.rows), total: page.total });
      },
    );

    app.get(
      '/sportsbook/bets/:id',
      {
        preHandler: app.requireCustomer,
        schema: {
          tags: ['sportsbook'],
          summary: 'One of the player’s bets',
          params: z.object({ id: z.string().max(100) }),
          response: { 200: envelope(betSchema) },
        },
      },
      async (req) => {
        const id = req.params.id;
        const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
        const row = uuid ? await findBet(ctx.db, customerOf(req).id, id) : undefined;
        if (!row) throw new AppError('BET_NOT_FOUND');
        return ok((await withLegs(ctx.db, [row]))[0]!);
      },
    );
  };
}
