import type { Adjustment, AdjustmentAction, AdjustmentStatus } from '@lalebet/shared';
import type { Staff } from './adjustments.context.ts';
import type { AdjustmentView } from './adjustments.repository.ts';

/** 'expired' is read, never stored: a pending request past its deadline. */
export function statusOf(row: Pick<AdjustmentView, 'status' | 'expires_at'>, now: Date): AdjustmentStatus {
  if (row.status === 'pending' && row.expires_at && row.expires_at <= now) return 'expired';
  return row.status;
}

/** What `staff` may do to this request now; the same rules the service enforces. */
export function allowedActions(staff: Staff, row: AdjustmentView, now: Date): AdjustmentAction[] {
  if (!staff.permissions.has('adjustments:approve')) return [];
  if (statusOf(row, now) !== 'pending' || row.requested_by === staff.id) return [];
  return ['approve', 'reject'];
}

export function toAdjustment(staff: Staff, row: AdjustmentView, now: Date): Adjustment {
  return {
    id: Number(row.id),
    customerId: Number(row.customer_id),
    username: row.username,
    direction: row.direction,
    amount: String(row.amount),
    currency: row.currency,
    reasonCode: row.reason_code,
    note: row.note,
    status: statusOf(row, now),
    payloadHash: row.payload_hash,
    requestedBy: row.requester,
    requestedAt: row.requested_at.toISOString(),
    expiresAt: row.expires_at?.toISOString() ?? null,
    decidedBy: row.decider,
    decidedAt: row.decided_at?.toISOString() ?? null,
    decisionReason: row.decision_reason,
    allowedActions: allowedActions(staff, row, now),
  };
}
