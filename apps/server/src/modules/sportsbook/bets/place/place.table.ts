import type { ColumnType } from 'kysely';
import type { OddsChangePolicy, OddsFormat } from '@lalebet/shared';

/** Exposure of one outcome of a market line, in kuruş (docs/decisions/021-sportsbook-engine.md). */
export interface SbExposureTable {
  event_id: string;
  market_id: number;
  specifiers: string;
  outcome_id: string;
  currency: string;
  stake: bigint;
  liability: bigint;
}

/** A saved slip: selections as the player saw them (JSON). */
export interface SbCouponTable {
  code: string;
  /** jsonb: written as a JSON string, read back parsed. */
  selections: ColumnType<unknown, string, string>;
  created_at: Date;
}

export interface SbSettingsTable {
  customer_id: bigint;
  odds_change: OddsChangePolicy;
  odds_format: OddsFormat;
  updated_at: Date;
}

export interface SportsbookPlacementTables {
  sb_exposure: SbExposureTable;
  sb_coupon: SbCouponTable;
  sb_settings: SbSettingsTable;
}
