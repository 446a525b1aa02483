import type { Generated } from 'kysely';

/** A launch token for the Betsy frame: stored hashed, exchanged once by user/profile. */
export interface BetsyLaunchTable {
  token_hash: string;
  customer_id: bigint;
  currency: string;
  /** The exchange must happen before this. */
  launch_expires_at: Date;
  exchanged_at: Date | null;
  /** After the exchange, bets are accepted until this (then code 4). */
  expires_at: Date;
  created_at: Generated<Date>;
}

export type BetsyBetStatus = 'open' | 'settled' | 'unsettled' | 'rolledBack' | 'refused' | 'tombstone';

/** One Betsy bet by the provider's transactionId, with its current settlement. */
export interface BetsyBetTable {
  transaction_id: string;
  customer_id: bigint | null;
  currency: string;
  /** Kuruş. */
  stake: bigint;
  status: BetsyBetStatus;
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

export type BetsyTables = { betsy_launch: BetsyLaunchTable; betsy_bet: BetsyBetTable };
