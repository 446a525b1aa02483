import type { ApprovalColumns } from '../../../core/approvals/index.ts';

/** A void of one bet by the desk (docs/decisions/079-bet-voids-and-player-limits.md). */
export interface SbBetVoidRequestTable extends ApprovalColumns {
  bet_id: string;
  reason: string;
}

/** A player's own sports limits; the factor in hundredths of the book's stake limits. */
export interface SbCustomerLimitsTable {
  customer_id: bigint;
  stake_factor: number;
  max_payout: bigint | null;
  sharp: boolean;
  updated_at: Date;
  updated_by: bigint;
}

/** Looser limits for a player, waiting for a second sportsbook:limits holder. */
export interface SbCustomerLimitsRequestTable extends ApprovalColumns {
  stake_factor: number;
  max_payout: bigint | null;
  sharp: boolean;
  reason: string;
}

export interface SportsbookTradingVoidLimitTables {
  sb_bet_void_request: SbBetVoidRequestTable;
  sb_customer_limits: SbCustomerLimitsTable;
  sb_customer_limits_request: SbCustomerLimitsRequestTable;
}
