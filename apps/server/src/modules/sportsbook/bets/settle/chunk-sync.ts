import type { MarketLineKey } from '../../settlement-sink.ts';
import { type BetRow, type LegRow, matches, targetOf } from './bet-target.ts';
import type { ChunkLeg } from './chunk-read.ts';
import type { LegUpdate } from './chunk-writes.ts';
import { EARLY_WON, type LineFacts, legStateOf } from './line-facts.ts';

/** A bet whose recorded settlement differs from what its legs now say. */
export type MovingBet = { bet: BetRow; target: ReturnType<typeof targetOf>; legs: LegRow[] };

export type ChunkSync = {
  /** Legs whose result changed with the line's facts. */
  legUpdates: LegUpdate[];
  /** Every leg on the line brought to the facts' version. */
  synced: { bet_id: string; leg_no: number }[];
  moving: MovingBet[];
};

/**
 * Pure: brings the legs of `line` to its facts, and lists the bets that must move. A bet whose
 * legs on the line have all applied this version already is skipped (another call did it).
 * The legs read are not changed: the bets' legs here are copies.
 */
export function syncChunk(
  line: MarketLineKey,
  facts: LineFacts,
  bets: BetRow[],
  legs: ChunkLeg[],
): ChunkSync {
  const onLine = (l: ChunkLeg) =>
    l.event_id === line.eventId && l.market_id === line.marketId && l.specifiers === line.specifiers;
  const sync: ChunkSync = { legUpdates: [], synced: [], moving: [] };
  for (const bet of bets) {
    const own = legs.filter((l) => l.bet_id === bet.id).map((l) => ({ ...l }));
    const mine = own.filter(onLine);
    if (!mine.length || mine.every((l) => (l.version ?? 0) >= facts.version)) continue;
    for (const l of mine) {
      // An early-won leg is immune to every later fact of its line (docs/decisions/075-early-payout.md).
      const next = l.early_won_at ? EARLY_WON : legStateOf(facts, l.outcome_id, bet.placed_at.getTime());
      if (
        next.result !== l.result ||
        next.void_factor !== l.void_factor ||
        next.dead_heat_factor !== l.dead_heat_factor
      ) {
        Object.assign(l, next);
        sync.legUpdates.push({ bet_id: l.bet_id, leg_no: l.leg_no, ...next });
      }
      sync.synced.push({ bet_id: l.bet_id, leg_no: l.leg_no });
    }
    const target = targetOf(bet, own);
    if (!matches(bet, target)) sync.moving.push({ bet, target, legs: own });
  }
  return sync;
}
