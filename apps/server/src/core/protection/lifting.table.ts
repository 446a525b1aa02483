import type { Generated } from 'kysely';
import type { LiftRequestStatus } from '@lalebet/shared';

/** A player's request to lift an ended self-exclusion (docs/rules.md R30; docs/decisions/033). */
export interface RgLiftRequestTable {
  id: Generated<bigint>;
  customer_id: bigint;
  status: LiftRequestStatus;
  reason: string;
  block_ended_at: Date;
  requested_at: Date;
  first_approver_id: bigint | null;
  first_approved_at: Date | null;
  second_approver_id: bigint | null;
  approved_at: Date | null;
  effective_at: Date | null;
  rejected_by: bigint | null;
  rejected_at: Date | null;
  reject_reason: string | null;
  resumed_at: Date | null;
}

/** An exclusion row whose end the sweep has audited (rg_block_ended once per block). */
export interface RgExclusionEndTable {
  exclusion_id: bigint;
  recorded_at: Date;
}

export interface ProtectionLiftingTables {
  rg_lift_request: RgLiftRequestTable;
  rg_exclusion_end: RgExclusionEndTable;
}
