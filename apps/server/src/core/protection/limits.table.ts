import type { ColumnType, Generated } from 'kysely';
import type { LimitKind, LimitPeriod } from '@lalebet/shared';

type Json<T> = ColumnType<T, string, string>;
/** A `date` column: written as 'YYYY-MM-DD', read back with `day::text`. */
type Day = ColumnType<string, string, string>;

export interface RgLimitTable {
  id: Generated<bigint>;
  customer_id: bigint;
  kind: LimitKind;
  period: LimitPeriod;
  set_by: 'player' | 'staff';
  /** Kuruş for money limits, minutes for the session limit. */
  value: bigint;
  since: Date;
  staff_id: bigint | null;
  reason: string | null;
}

export type LimitRequestStatus = 'pending' | 'confirmed' | 'cancelled' | 'lapsed';

export interface RgLimitRequestTable {
  id: Generated<bigint>;
  customer_id: bigint;
  kind: LimitKind;
  period: LimitPeriod;
  value: bigint | null;
  requested_at: Date;
  available_at: Date;
  expires_at: Date;
  status: Generated<LimitRequestStatus>;
  decided_at: Date | null;
}

export interface RgUsageDayTable {
  customer_id: bigint;
  day: Day;
  stakes: Generated<bigint>;
  wins: Generated<bigint>;
}

export interface RgDepositReservationTable {
  reference: string;
  customer_id: bigint;
  day: Day;
  amount: bigint;
  status: 'live' | 'confirmed' | 'released';
  created_at: Date;
  settled_at: Date | null;
}

export interface RgFlagTable {
  id: Generated<bigint>;
  customer_id: bigint;
  kind: string;
  severity: 'weak' | 'strong';
  details: Json<Record<string, unknown>>;
  created_at: Date;
  reviewed_at: Date | null;
  reviewed_by: bigint | null;
}

export interface ProtectionLimitTables {
  rg_limit: RgLimitTable;
  rg_limit_request: RgLimitRequestTable;
  rg_usage_day: RgUsageDayTable;
  rg_deposit_reservation: RgDepositReservationTable;
  rg_flag: RgFlagTable;
}
