import type { Generated } from 'kysely';

/**
 * Every framed sportsbook's tables have this one shape (betsy_launch/betsy_bet, betco_launch/
 * betco_bet): the shared wallet (index.ts) reads and writes them by the provider's table names.
 */

/** A launch token for a provider's frame: stored hashed, exchanged once. */
export interface BookLaunchTable {
  token_hash: string;
  customer_id: bigint;
  currency: string;
  /** The exchange must happen before this. */
  launch_expires_at: Date;
  exchanged_at: Date | null;
  /** After the exchange, bets are accepted until this. */
  expires_at: Date;
  created_at: Generated<Date>;
}

export type BookBetStatus = 'open' | 'settled' | 'unsettled' | 'rolledBack' | 'refused' | 'tombstone';

/** One framed-book bet by the provider's transaction id, with its current settlement. */
export interface BookBetTable {
  transaction_id: string;
  customer_id: bigint | null;
  currency: string;
  /** Kuruş. */
  stake: bigint;
  status: BookBetStatus;
  /** The code the placement was answered with; a replay answers it again. */
  code: number;
  /** Kuruş paid by the settlement in force (0 when open, unsettled or lost). */
  payout: Generated<bigint>;
  result_type: string | null;
  /** Settlements applied so far: each one's ledger postings have an id of their own. */
  settlements: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
