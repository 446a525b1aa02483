import { z } from 'zod';
import { adminListQuery, adminPage } from './admin-common.ts';
import { adjustmentSchema, approvalTrailShape } from './admin-adjustments.ts';
import { policyChangeRequestSchema } from './admin-policy.ts';
import { bonusDefinitionRequestSchema } from './admin-bonus-approvals.ts';
import {
  type GradeResult,
  betVoidRequestSchema,
  manualSettlementRequestSchema,
  sportsLimitsRequestSchema,
} from './admin-sportsbook.ts';
import type { Permission } from './permissions.ts';
import { scopeLimitsRequestSchema } from './admin-sportsbook-scope-limits.ts';
import { debtWriteOffApprovalSchema } from './admin-debts.ts';

/**
 * Four-eyes approvals of more than one kind of operation
 * (docs/decisions/035-four-eyes-approvals.md): each request is bound to the hash of its
 * canonical payload, waits 72 hours, and is decided by someone who neither asked for it nor
 * benefits from it.
 */
export const APPROVAL_KINDS = [
  'adjustment',
  'bonus_grant',
  'site_option',
  'bonus_definition',
  'staff',
  'bet_void',
  'sports_limits',
  'manual_settlement',
  'scope_limits',
  'debt_write_off',
] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

/** Who may decide a request of each kind (and so sees it in the approvals inbox). */
export const APPROVAL_PERMISSIONS = {
  adjustment: 'adjustments:approve',
  bonus_grant: 'bonuses:grant',
  site_option: 'policy:manage',
  bonus_definition: 'bonuses:manage',
  staff: 'staff:manage',
  bet_void: 'sportsbook:settle',
  sports_limits: 'sportsbook:limits',
  manual_settlement: 'sportsbook:settle',
  scope_limits: 'sportsbook:limits',
  debt_write_off: 'adjustments:approve',
} as const satisfies Record<ApprovalKind, Permission>;

/** The fields a bonus-grant approval is bound to, in a fixed order (what the hash covers). */
export function bonusGrantCanonicalPayload(g: {
  customerId: number | bigint | string;
  definitionId: number;
  amount: string | bigint;
  reason: string;
}): string {
  return JSON.stringify(['bonus_grant/v1', String(g.customerId), g.definitionId, String(g.amount), g.reason]);
}

/**
 * What a staff request is bound to (docs/decisions/044-staff-lifecycle.md): a new account
 * ('create', no target yet) or new roles for `staffId` ('roles'). Roles sorted: their order
 * means nothing.
 */
export function staffRequestCanonicalPayload(r: {
  action: 'create' | 'roles';
  staffId: number | bigint | string | null;
  username: string;
  email: string | null;
  phone: string | null;
  roles: readonly string[];
  customerId: number | bigint | string | null;
}): string {
  return JSON.stringify([
    'staff/v1',
    r.action,
    r.staffId === null ? null : String(r.staffId),
    r.username,
    r.email,
    r.phone,
    [...r.roles].sort(),
    r.customerId === null ? null : String(r.customerId),
  ]);
}

/**
 * What a bet void is bound to (docs/decisions/079-bet-voids-and-player-limits.md): the bet, its
 * player and the reason. Not its state: a bet settled meanwhile is voided from that settlement.
 */
export function betVoidCanonicalPayload(v: {
  betId: string;
  customerId: number | bigint | string;
  reason: string;
}): string {
  return JSON.stringify(['bet_void/v1', v.betId, String(v.customerId), v.reason]);
}

/** What a loosening of a player's sports limits is bound to: the new limits (factor in hundredths). */
export function sportsLimitsCanonicalPayload(l: {
  customerId: number | bigint | string;
  stakeFactorHundredths: number;
  maxPayout: string | bigint | null;
  sharp: boolean;
  reason: string;
}): string {
  return JSON.stringify([
    'sports_limits/v1',
    String(l.customerId),
    l.stakeFactorHundredths,
    l.maxPayout === null ? null : String(l.maxPayout),
    l.sharp,
    l.reason,
  ]);
}

/**
 * What a manual grade or market void is bound to (docs/decisions/083-manual-grading-and-market-voids.md):
 * the event, each line with its results, and the reason; lines and outcomes sorted, as their
 * order means nothing.
 */
export function manualSettlementCanonicalPayload(r: {
  action: 'grade' | 'void';
  eventId: string;
  markets: {
    marketId: number;
    specifiers: string;
    outcomes: { outcomeId: string; result: GradeResult; voidFactor?: number | undefined }[];
  }[];
  reason: string;
}): string {
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const markets = [...r.markets]
    .sort((a, b) => a.marketId - b.marketId || cmp(a.specifiers, b.specifiers))
    .map((m) => [
      m.marketId,
      m.specifiers,
      [...m.outcomes]
        .sort((a, b) => cmp(a.outcomeId, b.outcomeId))
        .map((o) => [o.outcomeId, o.result, o.voidFactor ?? null]),
    ]);
  return JSON.stringify(['manual_settlement/v1', r.action, r.eventId, markets, r.reason]);
}

/** A staff account or role grant carrying a money permission, waiting for a second staff:manage holder. */
export const staffApprovalRequestSchema = z.object({
  kind: z.literal('staff'),
  id: z.number(),
  action: z.enum(['create', 'roles']),
  /** The account whose roles change; null for a new account. */
  staffId: z.number().nullable(),
  username: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  roles: z.array(z.string()),
  /** The money permissions the roles carry: why it waits. */
  moneyPermissions: z.array(z.string()),
  customerId: z.number().nullable(),
  ...approvalTrailShape,
});
export type StaffApprovalRequest = z.infer<typeof staffApprovalRequestSchema>;

/** A bonus grant above the threshold, waiting for (or decided by) a second person. */
export const bonusGrantRequestSchema = z.object({
  kind: z.literal('bonus_grant'),
  id: z.number(),
  customerId: z.number(),
  username: z.string(),
  /** Kuruş, as a string (like adjustments). */
  amount: z.string(),
  definitionId: z.number(),
  definitionCode: z.string(),
  /** The definition's title in the caller's language. */
  definitionTitle: z.string(),
  reason: z.string(),
  ...approvalTrailShape,
});
export type BonusGrantRequest = z.infer<typeof bonusGrantRequestSchema>;

/** One row of the approvals inbox: what will happen if it is approved. */
export const approvalItemSchema = z.discriminatedUnion('kind', [
  adjustmentSchema.extend({ kind: z.literal('adjustment') }),
  bonusGrantRequestSchema,
  policyChangeRequestSchema,
  bonusDefinitionRequestSchema,
  staffApprovalRequestSchema,
  betVoidRequestSchema,
  sportsLimitsRequestSchema,
  manualSettlementRequestSchema,
  scopeLimitsRequestSchema,
  debtWriteOffApprovalSchema,
]);
export type ApprovalItem = z.infer<typeof approvalItemSchema>;

export const approvalsQuerySchema = adminListQuery(['requestedAt', 'amount'] as const);
export type ApprovalsQuery = z.input<typeof approvalsQuerySchema>;
export const approvalPageSchema = adminPage(approvalItemSchema);
