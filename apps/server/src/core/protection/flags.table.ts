import type { ColumnType, Generated } from 'kysely';
import type { RiskFlagKind } from '@lalebet/shared';

/**
 * A marker of harm in the staff queue (rule 39, docs/decisions/027-age-and-country.md). The table
 * itself is created by the protection-limits migration (2026_11_27_210000); this type must match it.
 */
export interface RgFlagTable {
  id: Generated<bigint>;
  customer_id: bigint;
  kind: RiskFlagKind;
  severity: 'weak' | 'strong';
  details: ColumnType<Record<string, unknown>, string, string>;
  created_at: Date;
  reviewed_at: Date | null;
  reviewed_by: bigint | null;
}

export interface RgFlagTables {
  rg_flag: RgFlagTable;
}
