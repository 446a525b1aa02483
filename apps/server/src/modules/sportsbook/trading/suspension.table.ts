import type { Generated } from 'kysely';

/** A trader's suspension of an event (market_id null) or of one line (docs/decisions/078-trading-desk.md). */
export interface SbManualSuspensionTable {
  id: Generated<bigint>;
  event_id: string;
  market_id: number | null;
  specifiers: string | null;
  reason: string;
  created_by: bigint;
  created_at: Date;
  released_at: Date | null;
  released_by: bigint | null;
  release_reason: string | null;
}

/** The desk's margin of one scope in force (docs/decisions/087-margins-and-obvious-error.md). */
export interface SbMarginTable {
  scope: 'sport' | 'tournament' | 'market';
  scope_key: string;
  margin_bp: number;
  reason: string;
  updated_by: bigint;
  updated_at: Date;
}

export interface SportsbookTradingTables {
  sb_manual_suspension: SbManualSuspensionTable;
  sb_margin: SbMarginTable;
}
