import type { AdjustmentDirection, AdjustmentReasonCode, AdjustmentStatus } from '@lalebet/shared';
import type { Generated } from 'kysely';

/** A manual balance adjustment (docs/decisions/030-four-eyes-adjustments.md). Kuruş. */
export interface AdminAdjustmentTable {
  id: Generated<bigint>;
  customer_id: bigint;
  direction: AdjustmentDirection;
  amount: bigint;
  currency: Generated<string>;
  reason_code: AdjustmentReasonCode;
  note: string;
  /** sha256 of the canonical request (adjustmentPayloadHash): what an approver signs. */
  payload_hash: string;
  status: Exclude<AdjustmentStatus, 'expired'>;
  requested_by: bigint;
  requested_at: Date;
  /** Pending requests only: no approval after this. Null for one executed at once. */
  expires_at: Date | null;
  decided_by: bigint | null;
  decided_at: Date | null;
  decision_reason: string | null;
  transfer_id: string | null;
}

export interface AdjustmentTables {
  admin_adjustment: AdminAdjustmentTable;
}
