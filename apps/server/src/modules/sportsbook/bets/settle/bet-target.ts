import type { BetKind, BetStatus, LegResult } from '@lalebet/shared';
import { type ResolvedLeg, type Settlement, settleBet } from './payout.ts';

/** The bet and leg columns settlement reads. */
export type BetRow = {
  id: string;
  customer_id: bigint;
  currency: string;
  kind: BetKind;
  system_sizes: number[] | null;
  /** Builder bets: the combined price booked; null otherwise. */
  builder_odds_milli: number | null;
  stake_per_line: bigint;
  total_stake: bigint;
  bonus_stake: bigint;
  customer_bonus_id: bigint | null;
  bonus_payout: bigint | null;
  wagering_counted: bigint;
  max_payout: bigint;
  status: BetStatus;
  payout: bigint | null;
  capped: boolean;
  generation: number;
  placed_at: Date;
};
export type LegRow = {
  bet_id: string;
  leg_no: number;
  outcome_id: string;
  odds_milli: number;
  result: LegResult;
  void_factor: string | null;
  dead_heat_factor: string | null;
};

export const SETTLED: ReadonlySet<BetStatus> = new Set(['won', 'lost', 'void', 'half_won', 'half_lost']);
/** Bets settlement never touches: not accepted yet, refused, or closed another way. */
export const UNTOUCHED: BetStatus[] = ['pending', 'refused', 'cancelled', 'cashed_out'];

const WON: ReadonlySet<LegResult> = new Set(['won', 'half_won', 'dead_heat']);

function resolved(leg: LegRow): ResolvedLeg {
  return {
    oddsMilli: leg.odds_milli,
    result: WON.has(leg.result) ? 1 : 0,
    voidFactor: leg.void_factor ?? (leg.result === 'void' ? 1 : 0),
    deadHeatFactor: leg.dead_heat_factor,
  };
}

/** What the bet should be now: open while a leg is open, else its settlement. */
export function targetOf(bet: BetRow, legs: LegRow[]): Settlement | null {
  if (legs.some((l) => l.result === 'open')) return null;
  return settleBet({
    kind: bet.kind,
    stakePerLine: bet.stake_per_line,
    systemSizes: bet.system_sizes ?? undefined,
    builderOddsMilli: bet.builder_odds_milli,
    maxPayout: bet.max_payout,
    legs: legs.map(resolved),
  });
}

/** Whether the bet's recorded settlement already is `target` (so nothing moves). */
export function matches(bet: BetRow, target: Settlement | null): boolean {
  if (!SETTLED.has(bet.status)) return target === null;
  return (
    target !== null &&
    target.status === bet.status &&
    target.payout === bet.payout &&
    target.capped === bet.capped
  );
}
