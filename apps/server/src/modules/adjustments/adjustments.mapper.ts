import type { Adjustment } from '@lalebet/shared';
import { type Approver, allowedActions, statusOf } from '../../core/approvals/index.ts';
import type { AdjustmentView } from './adjustments.repository.ts';

/** One adjustment as `viewer` sees it, with what they may do to it now. */
export function toAdjustment(viewer: Approver, row: AdjustmentView, now: Date): Adjustment {
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
    allowedActions: allowedActions('adjustment', viewer, row, now),
  };
}
