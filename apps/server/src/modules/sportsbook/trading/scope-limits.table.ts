import type { MarginScope } from '@lalebet/shared';
import type { ApprovalColumns } from '../../../core/approvals/index.ts';

/** The desk's limits of one scope in force, kuruş (docs/decisions/084-exposure-of-open-bets-and-scoped-limits.md). */
export interface SbScopeLimitTable {
  scope: MarginScope;
  scope_key: string;
  max_stake: bigint | null;
  max_liability: bigint | null;
  reason: string;
  updated_by: bigint;
  updated_at: Date;
}

/** A looser scope limit waiting for a second sportsbook:limits holder. */
export interface SbScopeLimitRequestTable extends ApprovalColumns<null> {
  scope: MarginScope;
  scope_key: string;
  max_stake: bigint | null;
  max_liability: bigint | null;
  reason: string;
}

export interface SportsbookScopeLimitTables {
  sb_scope_limit: SbScopeLimitTable;
  sb_scope_limit_request: SbScopeLimitRequestTable;
}
