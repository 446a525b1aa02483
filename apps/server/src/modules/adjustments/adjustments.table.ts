import type { AdjustmentDirection, AdjustmentReasonCode } from '@lalebet/shared';
import type { Generated } from 'kysely';
import type { ApprovalColumns } from '../../core/approvals/approval.table.ts';

/**
 * A manual balance adjustment (docs/decisions/030-four-eyes-adjustments.md). Kuruş. The
 * approval columns (payload_hash = adjustmentPayloadHash, status, requester, expiry, decision)
 * are the shared ones of docs/decisions/035-four-eyes-approvals.md.
 */
export interface AdminAdjustmentTable extends ApprovalColumns {
  customer_id: bigint;
  direction: AdjustmentDirection;
  currency: Generated<string>;
  reason_code: AdjustmentReasonCode;
  note: string;
  transfer_id: string | null;
}

export interface AdjustmentTables {
  admin_adjustment: AdminAdjustmentTable;
}
