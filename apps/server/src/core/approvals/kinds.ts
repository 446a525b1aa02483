import { createHash } from 'node:crypto';
import type { AdjustmentStatus, ApprovalKind, Permission } from '@lalebet/shared';
import { APPROVAL_PERMISSIONS } from '@lalebet/shared';
import type { Database } from '../../db/database.ts';
import { HOUR_MS } from '../../lib/clock.ts';
import type { ApprovalColumns } from './approval.table.ts';

/** Where each kind's requests live; every table has the ApprovalColumns. */
export const APPROVAL_TABLES = {
  adjustment: 'admin_adjustment',
  bonus_grant: 'bonus_grant_request',
  site_option: 'site_option_change_request',
  bonus_definition: 'bonus_definition_request',
  staff: 'staff_request',
  bet_void: 'sb_bet_void_request',
  sports_limits: 'sb_customer_limits_request',
  manual_settlement: 'sb_manual_settlement_request',
  scope_limits: 'sb_scope_limit_request',
  debt_write_off: 'debt_write_off_request',
} as const satisfies Record<ApprovalKind, keyof Database>;
export type ApprovalTable<K extends ApprovalKind = ApprovalKind> = (typeof APPROVAL_TABLES)[K];

/** How long a request waits for its approval (docs/decisions/030-four-eyes-adjustments.md). */
export const APPROVAL_TTL_MS = 72 * HOUR_MS;

/**
 * A staff member as the approval rules see them: their permissions and the player account
 * linked to them (admin_user.customer_id), if any.
 */
export type Approver = { id: bigint; permissions: ReadonlySet<Permission>; customerId: bigint | null };

/** sha256 (hex) of a canonical payload (the kinds' `*CanonicalPayload` in packages/shared). */
export function payloadHash(canonical: string): string {
  return createHash('sha256').update(canonical).digest('hex');
}

/** The approval columns of a new request; `waits` false: executed at once by its requester. */
export function pendingColumns(requestedBy: bigint, hash: string, now: Date, waits = true) {
  return {
    payload_hash: hash,
    status: 'pending' as const,
    requested_by: requestedBy,
    requested_at: now,
    expires_at: waits ? new Date(now.getTime() + APPROVAL_TTL_MS) : null,
  };
}

type Row = Pick<ApprovalColumns<bigint | null>, 'status' | 'expires_at' | 'requested_by' | 'customer_id'>;

export function statusOf(row: Pick<Row, 'status' | 'expires_at'>, now: Date): AdjustmentStatus {
  if (row.status === 'pending' && row.expires_at && row.expires_at <= now) return 'expired';
  return row.status;
}

/** What `staff` may do to this request now: the same rules `openApproval` enforces. */
export function allowedActions(
  kind: ApprovalKind,
  staff: Approver,
  row: Row,
  now: Date,
): ('approve' | 'reject')[] {
  if (!staff.permissions.has(APPROVAL_PERMISSIONS[kind])) return [];
  if (statusOf(row, now) !== 'pending' || row.requested_by === staff.id) return [];
  if (staff.customerId !== null && staff.customerId === row.customer_id) return [];
  return ['approve', 'reject'];
}

/** A request's view row as the kinds' repositories read it: the approval columns and who acted. */
type TrailRow = Row & {
  payload_hash: string;
  requester: string;
  requested_at: Date;
  decider: string | null;
  decided_at: Date | null;
  decision_reason: string | null;
};

/**
 * The inbox fields every kind shares (status, hash, who asked and decided, when, and what
 * `viewer` may do now): each kind's describer adds only what its request is about.
 */
export function approvalTrail(kind: ApprovalKind, viewer: Approver, r: TrailRow, now: Date) {
  return {
    status: statusOf(r, now),
    payloadHash: r.payload_hash,
    requestedBy: r.requester,
    requestedAt: r.requested_at.toISOString(),
    expiresAt: r.expires_at?.toISOString() ?? null,
    decidedBy: r.decider,
    decidedAt: r.decided_at?.toISOString() ?? null,
    decisionReason: r.decision_reason,
    allowedActions: allowedActions(kind, viewer, r, now),
  };
}
