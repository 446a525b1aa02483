import { type BuilderMarkets, type BuilderPick, MAX_BUILDER_LEGS, MIN_BUILDER_LEGS } from '@lalebet/shared';
import { AppError } from '../../../lib/app-error.ts';
import type { CatalogueReads } from '../feed/reads.ts';
import type { CustomBetService } from './custom-bet.port.ts';

/**
 * The bet builder (docs/decisions/072-bet-builder.md): which of an event's markets combine, and
 * the combined price of some picks, from the custom-bet service; placement books the same quote
 * (bets/place/builder-price.ts).
 */

/** The event's combinable markets, named and priced as the event endpoint has them. */
export async function builderMarkets(
  reads: CatalogueReads,
  service: CustomBetService,
  eventId: string,
  locale: 'tr' | 'en',
): Promise<BuilderMarkets> {
  const event = reads.event(eventId, locale);
  if (!event) throw new AppError('NOT_FOUND');
  if (event.live || event.status !== 'not_started') throw new AppError('BUILDER_UNAVAILABLE');
  const lines = await service.markets(eventId);
  const offered = new Set(lines?.map((l) => `${l.marketId}/${l.specifiers}`));
  const markets = event.markets.filter(
    (m) => m.status === 'active' && offered.has(`${m.id}/${m.specifiers}`),
  );
  if (markets.length < 2) throw new AppError('BUILDER_UNAVAILABLE');
  return { eventId, markets };
}

/** Pairs of picks on one market line: a line has one outcome in a bet. */
export function sameLinePairs(picks: readonly BuilderPick[]): [number, number][] {
  const out: [number, number][] = [];
  picks.forEach((x, i) =>
    picks.forEach((y, j) => {
      if (i < j && x.marketId === y.marketId && x.specifiers === y.specifiers) out.push([i, j]);
    }),
  );
  return out;
}

/**
 * The picks' combined price in thousandths: BUILDER_CONFLICT with the conflicting pairs,
 * BUILDER_UNAVAILABLE when the service cannot price them (not offered, a pick it does not
 * combine, the event under way).
 */
export async function quoteBuilder(
  service: CustomBetService,
  eventId: string,
  picks: readonly BuilderPick[],
): Promise<number> {
  if (picks.length < MIN_BUILDER_LEGS || picks.length > MAX_BUILDER_LEGS)
    throw new AppError('VALIDATION_FAILED');
  const same = sameLinePairs(picks);
  if (same.length) throw new AppError('BUILDER_CONFLICT', { data: { conflicts: same } });
  const quote = await service.calculate(eventId, picks);
  if (!quote) throw new AppError('BUILDER_UNAVAILABLE');
  if ('conflicts' in quote) throw new AppError('BUILDER_CONFLICT', { data: { conflicts: quote.conflicts } });
  return quote.oddsMilli;
}
