import { z } from 'zod';
import { kycDocumentsNoticeSchema } from './kyc-notice.ts';
import type { LiftStage } from './lifting.ts';

/**
 * Player protection contract (docs/decisions/024-player-protection.md). Money is lira with two
 * decimals on the wire, as `user/balance`. Limits count in fixed windows in the jurisdiction's
 * time zone: the calendar day, the ISO week (Monday first) and the calendar month.
 */

export const LIMIT_KINDS = ['deposit', 'loss', 'wager', 'session'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
/** Time-out lengths offered to the player. */
export const TIMEOUT_PERIODS = ['24h', '7d', '1m', '3m'] as const;
export type TimeoutPeriod = (typeof TIMEOUT_PERIODS)[number];
/** Self-exclusion lengths; nothing shorter than six months exists. */
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y', 'permanent'] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];
export const EXCLUSION_KINDS = ['timeout', 'self_exclusion'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];
/** Reasons a player gives when closing the account; `gambling_concern` works as self-exclusion. */
export const CLOSURE_REASONS = ['gambling_concern', 'not_interested', 'other_site', 'other'] as const;
export type ClosureReason = (typeof CLOSURE_REASONS)[number];
/** Who changed a protection setting: the audit names the true actor. */
export const RG_ACTORS = ['player', 'staff', 'system'] as const;
export type RgActor = (typeof RG_ACTORS)[number];
/** Reality-check intervals the player may pick, in minutes (null: off where the jurisdiction allows). */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;
/** The review prompt's choices in months (rule: every 6 months or shorter). */
export const REVIEW_PROMPT_MONTHS = [1, 3, 6] as const;

/** Upper bounds that keep amounts sane (a limit is a free amount, not a preset). */
export const LIMIT_BOUNDS = { maxAmount: 10_000_000, maxSessionMinutes: 24 * 60 } as const;

const amount = z
  .number({ error: 'v.number' })
  .positive({ error: 'v.positive' })
  .max(LIMIT_BOUNDS.maxAmount, { error: 'v.max' })
  .refine((n) => Math.round(n * 100) === n * 100, { error: 'v.twoDecimals' });

/**
 * POST customer/limits. `amount` for money limits, `minutes` for the session limit; `null`
 * removes the limit (which, like a raise, waits for the cooling-off period and a confirmation).
 */
export const setLimitRequestSchema = z
  .strictObject({
    kind: z.enum(LIMIT_KINDS, { error: 'v.option' }),
    period: z.enum(LIMIT_PERIODS, { error: 'v.option' }),
    amount: amount.nullable().optional(),
    minutes: z
      .int({ error: 'v.number' })
      .positive({ error: 'v.positive' })
      .max(LIMIT_BOUNDS.maxSessionMinutes, { error: 'v.max' })
      .nullable()
      .optional(),
  })
  .refine((v) => (v.kind === 'session' ? v.minutes !== undefined : v.amount !== undefined), {
    path: ['amount'],
    error: 'v.required',
  });
export type SetLimitRequest = z.infer<typeof setLimitRequestSchema>;

/** What POST customer/limits did: applied at once (lower, new) or queued (raise, removal). */
export const setLimitResponseSchema = z.object({
  applied: z.boolean(),
  /** When the change takes (took) effect; for a queued raise, the earliest confirmation time. */
  effectiveAt: z.string(),
  requestId: z.number().nullable(),
});
export type SetLimitResponse = z.infer<typeof setLimitResponseSchema>;

export const limitRequestIdSchema = z.strictObject({ id: z.int({ error: 'v.number' }).positive() });
export type LimitRequestId = z.infer<typeof limitRequestIdSchema>;

export const timeoutRequestSchema = z.strictObject({
  period: z.enum(TIMEOUT_PERIODS, { error: 'v.option' }),
});
export type TimeoutRequest = z.infer<typeof timeoutRequestSchema>;
export const selfExclusionRequestSchema = z.strictObject({
  period: z.enum(SELF_EXCLUSION_PERIODS, { error: 'v.option' }),
});
export type SelfExclusionRequest = z.infer<typeof selfExclusionRequestSchema>;
export const realityCheckRequestSchema = z.strictObject({
  minutes: z.union(REALITY_CHECK_MINUTES.map((m) => z.literal(m)) as never as [z.ZodLiteral<15>], {
    error: 'v.option',
  }),
});
export type RealityCheckRequest = { minutes: (typeof REALITY_CHECK_MINUTES)[number] };
export const closeAccountRequestSchema = z.strictObject({
  reason: z.enum(CLOSURE_REASONS, { error: 'v.option' }),
});
export type CloseAccountRequest = z.infer<typeof closeAccountRequestSchema>;
export const reviewPromptRequestSchema = z.strictObject({
  months: z.union(REVIEW_PROMPT_MONTHS.map((m) => z.literal(m)) as never as [z.ZodLiteral<1>], {
    error: 'v.option',
  }),
});

const limitView = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  /** Lira for money limits, minutes for the session limit. */
  value: z.number(),
  used: z.number(),
  left: z.number(),
  setBy: z.enum(RG_ACTORS),
  since: z.string(),
  /** When the current window ends (ISO). */
  resetsAt: z.string(),
});
export type LimitView = z.infer<typeof limitView>;

/** A limit change waiting for its cooling-off and the player's confirmation. */
export const pendingLimitChangeSchema = z.object({
  id: z.number(),
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  /** The requested value; null removes the limit. */
  value: z.number().nullable(),
  requestedAt: z.string(),
  /** The earliest moment the player can confirm it. */
  availableAt: z.string(),
  /** Unconfirmed after this, it lapses. */
  expiresAt: z.string(),
  confirmable: z.boolean(),
});
export type PendingLimitView = z.infer<typeof pendingLimitChangeSchema>;

/** GET customer/responsiblegaming: everything the protection page shows. */
export const responsibleGamingSchema = z.object({
  limits: z.array(limitView),
  pending: z.array(pendingLimitChangeSchema),
  exclusion: z
    .object({
      kind: z.enum(EXCLUSION_KINDS),
      since: z.string(),
      /** null: permanent. */
      until: z.string().nullable(),
    })
    .nullable(),
  realityCheck: z.object({
    minutes: z.number().nullable(),
    /** A longer interval waits for the cooling-off period. */
    pending: z.object({ minutes: z.number(), availableAt: z.string() }).nullable(),
  }),
  review: z.object({ months: z.number(), due: z.boolean(), lastAt: z.string().nullable() }),
  coolingOffHours: z.number(),
});
export type ResponsibleGaming = z.infer<typeof responsibleGamingSchema>;

/** GET customer/session: the running session's clock and figures (reality check, game shell). */
export const playSessionSchema = z.object({
  startedAt: z.string(),
  /** Minutes played today, against the session-time limit. */
  minutesToday: z.number(),
  stakes: z.number(),
  wins: z.number(),
  net: z.number(),
  realityCheckMinutes: z.number().nullable(),
  /** When the next reality check is due (ISO), null when off. */
  nextRealityCheckAt: z.string().nullable(),
});
export type PlaySession = z.infer<typeof playSessionSchema>;

/**
 * A refusal's data (error envelope `data`) for a limit: which limit, its window, what is used
 * and what is left, so the message can name them (docs/rules.md R5).
 */
export type LimitRefusal = {
  kind: LimitKind;
  period: LimitPeriod;
  limit: number;
  used: number;
  left: number;
};
/**
 * A refusal's data for a time-out or exclusion: until when (null: permanent). `lift` is set once
 * a self-exclusion has ended but has not been lifted yet (docs/rules.md R30): then `until` is the end of
 * the accepted lift's delay, or null while there is none.
 */
export type ExclusionRefusal = {
  kind: ExclusionKind | 'closed' | 'session' | 'register';
  until: string | null;
  lift?: LiftStage | null;
};

/** KYC states (docs/rules.md R47), provider-agnostic. */
export const KYC_STATUSES = [
  'not_started',
  'pending',
  'manual_review',
  'approved',
  'resubmission_requested',
  'rejected',
  'expired',
] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
export const kycStatusSchema = z.object({
  status: z.enum(KYC_STATUSES),
  /** Where the player completes the check (the provider's hosted page), when one is open. */
  verificationUrl: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** docs/rules.md R35: which documents may be requested and when (shown before the first deposit). */
  documents: kycDocumentsNoticeSchema,
});
export type KycStatusView = z.infer<typeof kycStatusSchema>;

/** Staff: a KYC decision with its reason (admin API). */
export const kycDecisionRequestSchema = z.strictObject({
  status: z.enum(['approved', 'rejected', 'resubmission_requested'], { error: 'v.option' }),
  reason: z.string().min(3).max(500),
});
/** POST customer/kyc/start: the provider's hosted page for this check. */
export const kycStartResponseSchema = z.object({ verificationUrl: z.string() });
export type KycStartResponse = z.infer<typeof kycStartResponseSchema>;
/** GET admin/kyc?status=: the review queue, oldest change first. */
export const adminKycQuerySchema = z.object({
  status: z.enum(KYC_STATUSES, { error: 'v.option' }).optional(),
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(200).default(50),
});
export const adminKycCaseSchema = z.object({
  customerId: z.number(),
  username: z.string(),
  status: z.enum(KYC_STATUSES),
  referenceId: z.string().nullable(),
  updatedAt: z.string(),
  /** Withdrawals held for this check (status WaitingForKyc). */
  heldWithdrawals: z.number(),
});
export const adminKycListSchema = z.object({ items: z.array(adminKycCaseSchema), total: z.number() });
export type AdminKycList = z.infer<typeof adminKycListSchema>;
/** Staff: add or lower a limit (never raise one the player set), with a reason. */
export const staffLimitRequestSchema = z.strictObject({
  kind: z.enum(LIMIT_KINDS, { error: 'v.option' }),
  period: z.enum(LIMIT_PERIODS, { error: 'v.option' }),
  /** Lira or minutes; bounded like the player's own (ADR 047: no unbounded lira input). */
  value: z.number().positive().max(LIMIT_BOUNDS.maxAmount, { error: 'v.max' }),
  reason: z.string().min(3).max(500),
});
export const staffTimeoutRequestSchema = z.strictObject({
  period: z.enum(TIMEOUT_PERIODS, { error: 'v.option' }),
  reason: z.string().min(3).max(500),
});

/** Markers of harm raised into the staff queue. */
export const RISK_FLAG_KINDS = [
  'limit_80',
  'deposit_frequency',
  'deposit_jump',
  'many_methods',
  'withdrawal_reversal',
  'night_play',
  'country_mismatch',
  'lookalike_registration',
  // National registers and SE limits (docs/decisions/032-national-registers.md)
  'register_excluded',
  'register_unavailable',
  'limit_contact',
] as const;
export type RiskFlagKind = (typeof RISK_FLAG_KINDS)[number];

/** Staff: one customer's protection state (GET admin/customers/:id/protection). */
export const adminProtectionSchema = z.object({
  limits: z.array(limitView),
  pending: z.array(pendingLimitChangeSchema),
  /** Per window (the current day, week and month): lira. */
  usage: z.array(
    z.object({
      period: z.enum(LIMIT_PERIODS),
      deposits: z.number(),
      stakes: z.number(),
      wins: z.number(),
      loss: z.number(),
    }),
  ),
  flags: z.array(
    z.object({
      id: z.number(),
      kind: z.string(),
      severity: z.enum(['weak', 'strong']),
      details: z.record(z.string(), z.unknown()),
      createdAt: z.string(),
      reviewedAt: z.string().nullable(),
    }),
  ),
  audit: z.array(
    z.object({
      at: z.string(),
      event: z.string(),
      actor: z.enum(['customer', 'admin', 'system']),
      actorId: z.number().nullable(),
      details: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type AdminProtection = z.infer<typeof adminProtectionSchema>;
/**
 * What POST customer/timeout, customer/selfexclusion, customer/close and the staff time-out
 * answer (docs/decisions/025-exclusions-and-sessions.md): the block now in force, until when
 * (null: permanent). The session that asked is over by the time the answer arrives.
 */
export const exclusionStartedSchema = z.object({
  kind: z.enum(['timeout', 'self_exclusion', 'closed']),
  until: z.string().nullable(),
});
export type ExclusionStarted = z.infer<typeof exclusionStartedSchema>;

/** POST customer/realitycheck: applied at once (shorter) or after the cooling-off period (longer). */
export const realityCheckResponseSchema = z.object({ applied: z.boolean(), effectiveAt: z.string() });
export type RealityCheckResponse = z.infer<typeof realityCheckResponseSchema>;
/** Staff queue of markers of harm (docs/decisions/027-age-and-country.md): GET admin/protection/flags. */
export const riskFlagsQuerySchema = z.object({
  status: z.enum(['open', 'reviewed']).default('open'),
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(200).default(50),
});
export type RiskFlagsQuery = z.infer<typeof riskFlagsQuerySchema>;
export const riskFlagSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  username: z.string(),
  kind: z.enum(RISK_FLAG_KINDS),
  severity: z.enum(['weak', 'strong']),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.number().int().nullable(),
});
export type RiskFlag = z.infer<typeof riskFlagSchema>;
export const riskFlagListSchema = z.object({ items: z.array(riskFlagSchema), total: z.number().int() });
/** POST admin/protection/flags/:id/review: what staff did about it. */
export const riskFlagReviewSchema = z.strictObject({
  note: z.string().trim().min(3, { error: 'v.required' }).max(1000),
});
export const riskFlagIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
