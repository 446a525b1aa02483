import { type BetStateDto, type Sport, type SportsBet, fromMinor, namedSystemOf } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database.ts';
import { type BetRow, type LegRow, VOID_RESULTS, legsOf, voidReasonsOf } from './bets.repository.ts';

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/**
 * The decimal odds of the whole bet: the product of the legs, potential over stake (system), or
 * the combined price booked (builder, docs/decisions/072-bet-builder.md).
 */
function totalOdds(bet: MappedBet, legs: MappedLeg[]): number {
  if (bet.builder_odds_milli !== null) return bet.builder_odds_milli / 1000;
  if (bet.kind === 'system') return round3(Number(bet.potential_payout) / Number(bet.total_stake));
  return round3(legs.reduce((p, l) => p * (l.odds_milli / 1000), 1));
}

/**
 * A system bet's sizes, lines and name (Trixie...) as `betSchema` says; null for other kinds.
 * `n`: the selections outside the bankers, which the sizes range over (ADR 070).
 */
function systemOf(bet: MappedBet, n: number): SportsBet['system'] {
  const sizes = bet.system_sizes;
  if (bet.kind !== 'system' || !sizes) return null;
  return {
    size: sizes.length === 1 ? sizes[0]! : null,
    sizes,
    lines: bet.lines,
    name: namedSystemOf(n, sizes)?.name ?? null,
  };
}

/**
 * A leg as the mapper reads it; a bet just placed has no early-payout mark to read, and a leg
 * that is not void in whole or part no void reason.
 */
type MappedLeg = Omit<LegRow, 'early_won_at'> & { early_won_at?: Date | null; void_reason?: number | null };

/** A bet as the mapper reads it; a bet just placed has had no cash-out. */
type MappedBet = Omit<BetRow, 'open_stake_per_line' | 'cashed_out'> &
  Partial<Pick<BetRow, 'open_stake_per_line' | 'cashed_out'>>;

/** The stake still staked: none once cashed out, the open part after partial cash-outs. */
function openStake(bet: MappedBet): bigint {
  if (bet.status === 'cashed_out') return 0n;
  if (bet.open_stake_per_line == null) return bet.total_stake;
  return bet.open_stake_per_line * BigInt(bet.lines);
}

/** Wire shape of a bet (lira, decimal odds), as `betSchema` says. */
export function toBetDto(bet: MappedBet, legs: MappedLeg[]): SportsBet {
  return {
    id: bet.id,
    kind: bet.kind,
    system: systemOf(bet, legs.filter((l) => !l.banker).length),
    status: bet.status,
    stake: fromMinor(bet.total_stake),
    // The stored stake per line holds the misli; the player's own is that over it (ADR 070).
    stakePerLine: fromMinor(bet.stake_per_line / BigInt(bet.misli)),
    totalOdds: totalOdds(bet, legs),
    potentialWin: fromMinor(bet.potential_payout),
    payout: bet.payout == null ? null : fromMinor(bet.payout),
    oddsChange: bet.odds_policy,
    placedAt: bet.placed_at.toISOString(),
    settledAt: bet.settled_at?.toISOString() ?? null,
    refusal: bet.refusal,
    misli: bet.misli,
    openStake: fromMinor(openStake(bet)),
    cashedOut: fromMinor(bet.cashed_out ?? 0n),
    legs: legs.map((l) => ({
      eventId: l.event_id,
      marketId: l.market_id,
      specifiers: l.specifiers,
      outcomeId: l.outcome_id,
      odds: l.odds_milli / 1000,
      result: l.result,
      eventName: l.event_name,
      marketName: l.market_name,
      outcomeName: l.outcome_name,
      sport: l.sport as Sport,
      startTime: l.start_time.toISOString(),
      live: l.live,
      banker: l.banker,
      ...(l.early_won_at ? { earlyPayout: true } : {}),
      ...(l.void_reason != null ? { voidReason: l.void_reason } : {}),
    })),
  };
}

const VOIDABLE = new Set<string>(VOID_RESULTS);

/**
 * Legs with the void reasons of those void in whole or part (docs/sportsbook.md §6.7): one more
 * query for the whole page, none when no leg is void.
 */
async function withVoidReasons(db: Kysely<Database>, legs: LegRow[]): Promise<MappedLeg[]> {
  const voidable = legs.filter((l) => VOIDABLE.has(l.result));
  if (!voidable.length) return legs;
  const reasons = new Map<string, number | null>();
  for (const r of await voidReasonsOf(db, [...new Set(voidable.map((l) => l.bet_id))]))
    reasons.set(`${r.bet_id}/${r.leg_no}`, r.void_reason);
  return legs.map((l) => {
    const reason = reasons.get(`${l.bet_id}/${l.leg_no}`);
    return reason == null ? l : { ...l, void_reason: reason };
  });
}

/** Bets with their legs, in the order given (two queries whatever the page size, a third for void legs). */
export async function withLegs(db: Kysely<Database>, bets: BetRow[]): Promise<SportsBet[]> {
  if (!bets.length) return [];
  const legs = await withVoidReasons(
    db,
    await legsOf(
      db,
      bets.map((b) => b.id),
    ),
  );
  const byBet = new Map<string, MappedLeg[]>();
  for (const l of legs) byBet.set(l.bet_id, [...(byBet.get(l.bet_id) ?? []), l]);
  return bets.map((b) => toBetDto(b, byBet.get(b.id) ?? []));
}

export const betState = (bet: Pick<SportsBet, 'id' | 'status' | 'payout' | 'refusal'>): BetStateDto => ({
  id: bet.id,
  status: bet.status,
  payout: bet.payout,
  refusal: bet.refusal,
});
