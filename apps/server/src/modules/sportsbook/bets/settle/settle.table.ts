import type { ColumnType, Generated } from 'kysely';
import type { OutcomeResult } from '../../../../lib/feed/envelope.ts';

/** Settlement tables (docs/decisions/022-sportsbook-settlement-and-rounding.md). */
type Line = { event_id: string; market_id: number; specifiers: string };

export interface SbLineStateTable extends Line {
  version: Generated<number>;
}

export interface SbLineSettlementTable extends Line {
  generation: number;
  /** null: a rollback arrived first (a tombstone: the settlement is ignored when it comes). */
  outcomes: ColumnType<OutcomeResult[] | null, string | null, string | null>;
  /** The feed's void reason for the line, shown to players, never paid on (docs/sportsbook.md §6.7). */
  void_reason: number | null;
  rolled_back_at: Date | null;
  created_at: Date;
}

export interface SbLineCancelTable extends Line {
  cancel_id: string;
  from_ms: ColumnType<bigint | null, bigint | number | null, never>;
  to_ms: ColumnType<bigint | null, bigint | number | null, never>;
  /** The cancel's void reason, shown to players (docs/sportsbook.md §6.7). */
  void_reason: number | null;
  rolled_back_at: Date | null;
  created_at: Date;
}

export interface SbLegSyncTable {
  bet_id: string;
  leg_no: number;
  version: number;
}

export type SettlementKind = 'settle' | 'rollback' | 'cancel' | 'rollback_cancel';

export interface SbBetSettlementTable {
  bet_id: string;
  generation: number;
  kind: SettlementKind;
  payout: bigint;
  created_at: Date;
}

export interface SbBetDebtTable {
  /** The back office's handle (docs/decisions/104-debt-write-off.md). */
  id: Generated<bigint>;
  bet_id: string;
  generation: number;
  customer_id: bigint;
  amount: bigint;
  /** Taken back so far from later credits (core/debts/collect.ts). */
  collected: Generated<bigint>;
  created_at: Date;
  resolved_at: Date | null;
  /** The executed staff write-off that closed it, if one did (debt_write_off_request). */
  write_off_id: bigint | null;
}

export interface SportsbookSettlementTables {
  sb_line_state: SbLineStateTable;
  sb_line_settlement: SbLineSettlementTable;
  sb_settle_cancel: SbLineCancelTable;
  sb_leg_sync: SbLegSyncTable;
  sb_bet_settlement: SbBetSettlementTable;
  sb_bet_debt: SbBetDebtTable;
}
