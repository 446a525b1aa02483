import { z } from 'zod';
import { adminPage, allowedActionsSchema } from './admin-common.ts';
import { adminLiftRequestSchema } from './lifting-admin.ts';
import {
  KYC_STATUSES,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  RISK_FLAG_KINDS,
  pendingLimitChangeSchema,
} from './protection.ts';
import { REGISTER_NAMES } from './registers.ts';

/**
 * Player 360's Protection and KYC tabs (docs/admin-app.md): read-only views of one player's
 * responsible-gambling state (docs/decisions/024, 025, 032, 033) and identity check (026). Actions
 * live on their own screens; `allowedActions` says which of them the caller may open from here.
 */

/** GET admin/customers/:id/protection/overview: limits, pending changes, reality check, register. */
export const adminCustomerLimitSchema = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  setBy: z.enum(['player', 'staff']),
  /** Lira for money limits, minutes for the session limit. */
  value: z.number(),
  since: z.string(),
  /** The staff member who set a staff limit, and their reason. */
  staff: z.string().nullable(),
  reason: z.string().nullable(),
  /** false when the other setter's limit of the same kind and period is lower (docs/rules.md R13). */
  inForce: z.boolean(),
  /** Used in the current window (lira or minutes); null where it is not counted per window. */
  used: z.number().nullable(),
  /** When the current window ends. */
  resetsAt: z.string(),
});
export const adminCustomerLimitChangeSchema = pendingLimitChangeSchema;
export const adminCustomerProtectionSchema = z.object({
  limits: z.array(adminCustomerLimitSchema),
  pending: z.array(adminCustomerLimitChangeSchema),
  realityCheck: z.object({
    minutes: z.number().nullable(),
    /** A longer interval waiting for its cooling-off period. */
    pending: z.object({ minutes: z.number(), availableAt: z.string() }).nullable(),
  }),
  review: z.object({ months: z.number(), lastAt: z.string().nullable() }),
  /** The national register's last answer (GB, SE players); null where none applies yet. */
  register: z
    .object({
      register: z.enum(REGISTER_NAMES),
      excluded: z.boolean(),
      checkedAt: z.string().nullable(),
      excludedSince: z.string().nullable(),
      lastErrorAt: z.string().nullable(),
    })
    .nullable(),
});
export type AdminCustomerProtection = z.infer<typeof adminCustomerProtectionSchema>;

/** GET .../protection/exclusions: time-outs, self-exclusions, closures and register hits. */
export const CUSTOMER_BLOCK_KINDS = ['timeout', 'self_exclusion', 'closure', 'register'] as const;
export const CUSTOMER_BLOCK_SOURCES = ['player', 'staff', 'system', 'register'] as const;
export const adminCustomerExclusionSchema = z.object({
  id: z.string(),
  kind: z.enum(CUSTOMER_BLOCK_KINDS),
  /** The period chosen ('24h', '6m', 'permanent', ...); null for a register hit. */
  period: z.string().nullable(),
  startsAt: z.string(),
  /** null: permanent, or a register hit not cleared yet. */
  endsAt: z.string().nullable(),
  active: z.boolean(),
  source: z.enum(CUSTOMER_BLOCK_SOURCES),
  register: z.enum(REGISTER_NAMES).nullable(),
  /** The staff member who started it. */
  staff: z.string().nullable(),
  reason: z.string().nullable(),
});
export const adminCustomerExclusionPageSchema = adminPage(adminCustomerExclusionSchema);

/** GET .../protection/flags: markers of harm raised for this player; `review` opens the queue. */
export const adminCustomerFlagSchema = z.object({
  id: z.number(),
  kind: z.enum(RISK_FLAG_KINDS),
  severity: z.enum(['weak', 'strong']),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  allowedActions: allowedActionsSchema,
});
export const adminCustomerFlagPageSchema = adminPage(adminCustomerFlagSchema);

/** GET .../protection/lift-requests: docs/rules.md R30's requests; `approve`/`reject` open the compliance screen. */
export const adminCustomerLiftSchema = adminLiftRequestSchema
  .omit({ customerId: true, username: true, firstApproverId: true, secondApproverId: true })
  .extend({
    /** Staff usernames here, not ids: the tab names who decided. */
    firstApprover: z.string().nullable(),
    secondApprover: z.string().nullable(),
    allowedActions: allowedActionsSchema,
  });
export const adminCustomerLiftPageSchema = adminPage(adminCustomerLiftSchema);

/**
 * The verification tier reached. Only the basic tier (age and identity) exists (ADR 026: enhanced
 * due diligence is not built), so an approved case is `basic` and any other `none`.
 */
export const KYC_LEVELS = ['none', 'basic'] as const;

/** GET admin/customers/:id/kyc: the case, and the identity it must match (masked without customers:pii). */
export const adminCustomerKycSchema = z.object({
  status: z.enum([...KYC_STATUSES, 'none']),
  level: z.enum(KYC_LEVELS),
  provider: z.string().nullable(),
  /** The provider's applicant id. */
  referenceId: z.string().nullable(),
  openedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  lastDecisionAt: z.string().nullable(),
  /** Withdrawals held for this check (payment status WaitingForKyc). */
  heldWithdrawals: z.number(),
  subject: z.object({
    fullName: z.string(),
    birthDate: z.string(),
    country: z.string(),
    masked: z.boolean(),
  }),
  /** `decide`: the compliance KYC queue may decide this case. */
  allowedActions: allowedActionsSchema,
});
export type AdminCustomerKyc = z.infer<typeof adminCustomerKycSchema>;

/** GET .../kyc/decisions: every status change with who made it, when and why. */
export const adminCustomerKycDecisionSchema = z.object({
  id: z.number(),
  at: z.string(),
  from: z.enum(KYC_STATUSES),
  to: z.enum(KYC_STATUSES),
  actorKind: z.enum(['customer', 'admin', 'provider', 'system']),
  /** The staff member's username for a staff decision. */
  actor: z.string().nullable(),
  reason: z.string().nullable(),
});
export const adminCustomerKycDecisionPageSchema = adminPage(adminCustomerKycDecisionSchema);

/**
 * GET .../kyc/checks: the provider's reviews of what the player submitted, as delivered. The
 * documents themselves stay with the provider (ADR 026 stores none), so this is their trace here.
 */
export const adminCustomerKycCheckSchema = z.object({
  deliveryId: z.string(),
  /** The provider's own word for its review ('completed', 'onHold', ...). */
  status: z.string(),
  decidedAt: z.string(),
  receivedAt: z.string(),
  outcome: z.enum(['queued', 'applied', 'stale', 'unknown', 'refused']),
  reason: z.string().nullable(),
});
export const adminCustomerKycCheckPageSchema = adminPage(adminCustomerKycCheckSchema);
