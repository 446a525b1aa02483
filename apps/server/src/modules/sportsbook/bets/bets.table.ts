import type { Generated } from 'kysely';
import type { BetKind, BetStatus, LegResult, OddsChangePolicy } from '@lalebet/shared';

/** A sports bet (docs/decisions/021-sportsbook-engine.md). Kuruş; `lines` = 1 unless a system bet. */
export interface SbBetTable {
  id: string;
  customer_id: bigint;
  request_id: string;
  request_hash: string;
  currency: string;
  kind: BetKind;
  /** System bets: the combination sizes, ascending ({3} = "3/4", {2,3} = Trixie); else null. */
  system_sizes: number[] | null;
  lines: number;
  /** Kuruş, misli included: the player's stake per line times `misli` (ADR 070). */
  stake_per_line: bigint;
  total_stake: bigint;
  /** The coupon's misli (played n times, 1-100): display only, the stakes already hold it (ADR 070). */
  misli: Generated<number>;
  /** After a partial cash-out: the stake per line still open (settlement settles it); else null. */
  open_stake_per_line: Generated<bigint | null>;
  bonus_stake: Generated<bigint>;
  /** The customer bonus the bet is tied to: active at placement with sports rules (ADR 012). */
  customer_bonus_id: Generated<bigint | null>;
  /** What the current settlement paid as bonus money; null when all of it went to cash. */
  bonus_payout: Generated<bigint | null>;
  /** What the current settlement counted towards the bonus's wagering (a correction takes it back). */
  wagering_counted: Generated<bigint>;
  /** Kind `builder`: the combined price booked, in thousandths (docs/decisions/072-bet-builder.md); else null. */
  builder_odds_milli: number | null;
  odds_policy: OddsChangePolicy;
  status: BetStatus;
  potential_payout: bigint;
  max_payout: bigint;
  payout: bigint | null;
  capped: Generated<boolean>;
  generation: Generated<number>;
  refusal: string | null;
  live: boolean;
  locale: string;
  placed_at: Date;
  decide_at: Date | null;
  accepted_at: Date | null;
  settled_at: Date | null;
  /** Voided by the trading desk (docs/decisions/079-bet-voids-and-player-limits.md): settlement leaves it. */
  voided_at: Generated<Date | null>;
}

export interface SbBetLegTable {
  bet_id: string;
  leg_no: number;
  event_id: string;
  market_id: number;
  specifiers: string;
  outcome_id: string;
  odds_milli: number;
  material_version: number;
  /** The line's suspension count when the leg was priced (docs/decisions/060-live-bets-decided-per-outcome.md). */
  suspensions: Generated<number>;
  sport: string;
  start_time: Date;
  live: boolean;
  event_name: string;
  market_name: string;
  outcome_name: string;
  result: Generated<LegResult>;
  /** numeric, read as a string. */
  void_factor: string | null;
  dead_heat_factor: string | null;
  /** Early payout (docs/decisions/075-early-payout.md): when the leg was won early; set once. */
  early_won_at: Generated<Date | null>;
  /** The score that won it early ("2-0"); set with early_won_at. */
  early_score: Generated<string | null>;
  /** A system bet's banker (banko): in every line (docs/decisions/070-turkish-coupon-rules.md). */
  banker: Generated<boolean>;
}

export interface SportsbookBetTables {
  sb_bet: SbBetTable;
  sb_bet_leg: SbBetLegTable;
}
