import type { PlaceBetRequest } from '@lalebet/shared';
import { AppError } from '../../../../lib/app-error.ts';
import { quoteBuilder } from '../../builder/builder.service.ts';
import { noCustomBet } from '../../builder/custom-bet.port.ts';
import type { BetsCtx } from './place.context.ts';
import { type PricedLeg, fromMilli, priceAccepted, refuse, toMilli } from './validate.ts';

/**
 * A builder bet's combined price (docs/decisions/072-bet-builder.md): the custom-bet service's
 * quote now, under the player's odds-change policy against the price the slip showed
 * (`builderOdds`), as a leg's price is (validate.ts). An ODDS_CHANGED refusal carries the new
 * combined price as `data.builderOdds`. Pre-match only: a leg priced live is BUILDER_UNAVAILABLE.
 */
export async function priceBuilder(ctx: BetsCtx, req: PlaceBetRequest, legs: PricedLeg[]): Promise<number> {
  if (legs.some((l) => l.line.live)) throw new AppError('BUILDER_UNAVAILABLE');
  const eventId = req.selections[0]!.eventId;
  const oddsMilli = await quoteBuilder(ctx.customBet ?? noCustomBet, eventId, req.selections);
  if (!priceAccepted(req.oddsChange, toMilli(req.builderOdds!), oddsMilli))
    throw refuse(ctx.catalogue, 'ODDS_CHANGED', req.selections, { builderOdds: fromMilli(oddsMilli) });
  return oddsMilli;
}
