import type { ColumnType, Generated } from 'kysely';

/** One time-out, self-exclusion or closure; insert-only (an extension is a new row). */
export interface RgExclusionTable {
  id: Generated<bigint>;
  customer_id: bigint;
  kind: 'timeout' | 'self_exclusion' | 'closure';
  starts_at: Date;
  /** null: permanent. */
  ends_at: Date | null;
  /** The period chosen ('24h', '6m', 'permanent', ...) or the closure reason's mapping. */
  period: string;
  reason: string | null;
  actor_kind: 'player' | 'staff' | 'system';
  actor_id: bigint | null;
}

/** Reality-check and review-prompt settings; no row means the defaults. */
export interface RgSettingsTable {
  customer_id: bigint;
  reality_check_minutes: number | null;
  /** A longer interval waiting for the cooling-off period (docs/rules.md R21). */
  pending_reality_minutes: number | null;
  pending_reality_at: Date | null;
  review_months: Generated<number>;
  last_review_at: Date | null;
  /** The last reality-check acknowledgement (docs/decisions/046-protection-gaps.md). */
  reality_ack_at: Generated<Date | null>;
  updated_at: Date;
}

/** Seconds played per customer and day; `day` is written 'YYYY-MM-DD' and read through ::text. */
export interface RgPlayDayTable {
  customer_id: bigint;
  day: ColumnType<string, string, string>;
  seconds: Generated<number>;
  last_at: Date;
}

export interface ProtectionExclusionTables {
  rg_exclusion: RgExclusionTable;
  rg_settings: RgSettingsTable;
  rg_play_day: RgPlayDayTable;
}
