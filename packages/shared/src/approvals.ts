import { z } from 'zod';
import { adminListQuery, adminPage } from './admin-common.ts';
import { adjustmentSchema, approvalTrailShape } from './admin-adjustments.ts';
import { policyChangeRequestSchema } from './admin-policy.ts';
import { bonusDefinitionRequestSchema } from './admin-bonus-approvals.ts';
import type { Permission } from './permissions.ts';

/**
 * Four-eyes approvals of more than one kind of operation
 * (docs/decisions/035-four-eyes-approvals.md): each request is bound to the hash of its
 * canonical payload, waits 72 hours, and is decided by someone who neither asked for it nor
 * benefits from it.
 */
export const APPROVAL_KINDS = ['adjustment', 'bonus_grant', 'site_option', 'bonus_definition'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

/** Who may decide a request of each kind (and so sees it in the approvals inbox). */
export const APPROVAL_PERMISSIONS = {
  adjustment: 'adjustments:approve',
  bonus_grant: 'bonuses:grant',
  site_option: 'policy:manage',
  bonus_definition: 'bonuses:manage',
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
]);
export type ApprovalItem = z.infer<typeof approvalItemSchema>;

export const approvalsQuerySchema = adminListQuery(['requestedAt', 'amount'] as const);
export type ApprovalsQuery = z.input<typeof approvalsQuerySchema>;
export const approvalPageSchema = adminPage(approvalItemSchema);
