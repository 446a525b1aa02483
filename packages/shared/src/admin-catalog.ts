import { z } from 'zod';
import { adminListQuery, adminPage } from './admin-common.ts';
import {
  BONUS_AUDIENCES,
  BONUS_CLAIM_MODES,
  DEFAULT_BONUS_CONTRIBUTIONS,
  bonusContributionsSchema,
  bonusKindSchema,
} from './bonuses.ts';
import { GAME_CATEGORIES, LAUNCHERS } from './casino-constants.ts';
import { NOTIFICATION_LIMITS, localizedText } from './notifications.ts';

/**
 * Back-office catalogue contract (docs/decisions/029-staff-permissions.md): casino providers and
 * games, payment methods, bonus definitions and grants, segment notifications. Money here is
 * integer minor units (kuruş) on the wire, unlike the player API's lira.
 */

const INT32 = 2_147_483_647;
/** Kuruş: a positive whole number the JSON number type still carries exactly. */
const minor = () =>
  z
    .number({ error: 'v.invalid' })
    .int({ error: 'v.wholeNumber' })
    .min(1, { error: 'v.min' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'v.max' });
const rank = () => z.number({ error: 'v.invalid' }).int({ error: 'v.wholeNumber' }).min(0).max(1_000_000);
/** `?enabled=true|false` (absent: both). */
const enabledFilter = z.enum(['true', 'false']).transform((v) => v === 'true');
const searchText = z.string().trim().max(100);

/** A partial update names at least one field. */
const notEmpty = (v: object) => Object.values(v).some((x) => x !== undefined);
const NOTHING_TO_CHANGE = { error: 'v.required' } as const;

// --- Casino ---------------------------------------------------------------------------------

export const adminProvidersQuerySchema = adminListQuery(['sort', 'name', 'id']).extend({
  enabled: enabledFilter.optional(),
  query: searchText.optional(),
});
export const adminProviderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  launcher: z.enum(LAUNCHERS),
  logoUrl: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  gameCount: z.number().int(),
  enabledGameCount: z.number().int(),
});
export type AdminProvider = z.infer<typeof adminProviderSchema>;
export const adminProviderPageSchema = adminPage(adminProviderSchema);
export const adminProviderUpdateSchema = z
  .strictObject({ enabled: z.boolean().optional(), sort: rank().optional() })
  .refine(notEmpty, NOTHING_TO_CHANGE);
export type AdminProviderUpdate = z.infer<typeof adminProviderUpdateSchema>;

export const adminGamesQuerySchema = adminListQuery(['sort', 'name', 'id']).extend({
  providerId: z.coerce.number().int().positive().max(INT32).optional(),
  category: z.enum(GAME_CATEGORIES, { error: 'v.option' }).optional(),
  enabled: enabledFilter.optional(),
  query: searchText.optional(),
});
export type AdminGamesQuery = z.infer<typeof adminGamesQuerySchema>;
export const adminGameSchema = z.object({
  id: z.number().int(),
  gameCode: z.string(),
  name: z.string(),
  providerId: z.number().int(),
  providerName: z.string(),
  /** A game of a disabled provider is hidden from players whatever its own switch says. */
  providerEnabled: z.boolean(),
  imageUrl: z.string(),
  categories: z.array(z.enum(GAME_CATEGORIES)),
  isLive: z.boolean(),
  isNew: z.boolean(),
  isPopular: z.boolean(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type AdminGame = z.infer<typeof adminGameSchema>;
export const adminGamePageSchema = adminPage(adminGameSchema);
export const adminGameUpdateSchema = z
  .strictObject({
    enabled: z.boolean().optional(),
    sort: rank().optional(),
    categories: z
      .array(z.enum(GAME_CATEGORIES, { error: 'v.option' }))
      .min(1, { error: 'v.required' })
      .max(GAME_CATEGORIES.length)
      .refine((c) => new Set(c).size === c.length, { error: 'v.invalid' })
      .optional(),
    isNew: z.boolean().optional(),
    isPopular: z.boolean().optional(),
  })
  .refine(notEmpty, NOTHING_TO_CHANGE);
export type AdminGameUpdate = z.infer<typeof adminGameUpdateSchema>;

// --- Payment methods ------------------------------------------------------------------------

export const adminPaymentMethodsQuerySchema = adminListQuery(['sort', 'name', 'id']).extend({
  direction: z.enum(['1', '2']).transform(Number).optional(),
  enabled: enabledFilter.optional(),
});
export const adminPaymentMethodSchema = z.object({
  id: z.number().int(),
  /** The product's Transaction kind: 1 deposit, 2 withdraw. */
  direction: z.union([z.literal(1), z.literal(2)]),
  code: z.string(),
  name: z.string(),
  logo: z.string(),
  /** Kuruş. */
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type AdminPaymentMethod = z.infer<typeof adminPaymentMethodSchema>;
export const adminPaymentMethodPageSchema = adminPage(adminPaymentMethodSchema);
/** When only one limit is sent, the server checks it against the stored other one. */
export const adminPaymentMethodUpdateSchema = z
  .strictObject({
    minAmount: minor().optional(),
    maxAmount: minor().optional(),
    sort: rank().optional(),
    enabled: z.boolean().optional(),
  })
  .refine(notEmpty, NOTHING_TO_CHANGE)
  .refine((v) => v.minAmount === undefined || v.maxAmount === undefined || v.minAmount <= v.maxAmount, {
    error: 'v.minAboveMax',
    path: ['minAmount'],
  });
export type AdminPaymentMethodUpdate = z.infer<typeof adminPaymentMethodUpdateSchema>;

// --- Bonus definitions ----------------------------------------------------------------------

/** Kinds an operator may create; the trial bonus is one built-in row (its amount is a site option). */
export const CREATABLE_BONUS_KINDS = ['freeMoney', 'depositMatch', 'cashback', 'referral'] as const;
const FIXED_ONLY = new Set(['freeMoney', 'referral']);
const PERCENT_ONLY = new Set(['cashback']);

export const bonusCodeSchema = z
  .string({ error: 'v.required' })
  .regex(/^[a-z0-9-]{2,40}$/, { error: 'v.slug' });

export const adminBonusDefinitionsQuerySchema = adminListQuery(['sort', 'id', 'code']).extend({
  kind: bonusKindSchema.optional(),
  enabled: enabledFilter.optional(),
  query: searchText.optional(),
});
export const adminBonusDefinitionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: bonusKindSchema,
  titleTr: z.string(),
  titleEn: z.string(),
  descriptionTr: z.string(),
  descriptionEn: z.string(),
  /** Kuruş, or null for a percentage (and for the trial, whose amount is a site option). */
  amount: z.number().int().nullable(),
  percent: z.number().int().nullable(),
  maxAmount: z.number().int().nullable(),
  minDeposit: z.number().int().nullable(),
  wageringMultiple: z.number(),
  contributions: bonusContributionsSchema,
  maxBet: z.number().int().nullable(),
  maxCashout: z.number().int().nullable(),
  validityDays: z.number().int(),
  claimMode: z.enum(BONUS_CLAIM_MODES),
  audience: z.enum(BONUS_AUDIENCES),
  registeredWithinDays: z.number().int().nullable(),
  /** false: paused, hidden from players and not claimable. */
  enabled: z.boolean(),
  sort: z.number().int(),
});
export type AdminBonusDefinition = z.infer<typeof adminBonusDefinitionSchema>;
export const adminBonusDefinitionPageSchema = adminPage(adminBonusDefinitionSchema);

const title = () =>
  z.string({ error: 'v.required' }).trim().min(2, { error: 'v.tooShort' }).max(80, { error: 'v.tooLong' });
const description = () =>
  z.string({ error: 'v.required' }).trim().min(2, { error: 'v.tooShort' }).max(500, { error: 'v.tooLong' });

/**
 * A new definition: both languages, one of a fixed amount or a percentage as its kind allows,
 * wagering in tenths (35.5), money in kuruş. New definitions start paused unless `enabled`.
 */
export const adminBonusDefinitionInputSchema = z
  .strictObject({
    code: bonusCodeSchema,
    kind: z.enum(CREATABLE_BONUS_KINDS, { error: 'v.option' }),
    titleTr: title(),
    titleEn: title(),
    descriptionTr: description(),
    descriptionEn: description(),
    amount: minor().nullable().default(null),
    percent: z
      .number()
      .int({ error: 'v.wholeNumber' })
      .min(1, { error: 'v.min' })
      .max(1000, { error: 'v.max' })
      .nullable()
      .default(null),
    maxAmount: minor().nullable().default(null),
    minDeposit: minor().nullable().default(null),
    wageringMultiple: z
      .number({ error: 'v.invalid' })
      .min(0, { error: 'v.min' })
      .max(1000, { error: 'v.max' })
      .refine((n) => Number.isInteger(Math.round(n * 10)) && Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, {
        error: 'v.invalid',
      }),
    contributions: bonusContributionsSchema.default(DEFAULT_BONUS_CONTRIBUTIONS),
    maxBet: minor().nullable().default(null),
    maxCashout: minor().nullable().default(null),
    validityDays: z
      .number()
      .int({ error: 'v.wholeNumber' })
      .min(1, { error: 'v.min' })
      .max(365, { error: 'v.max' }),
    claimMode: z.enum(BONUS_CLAIM_MODES, { error: 'v.option' }),
    audience: z.enum(BONUS_AUDIENCES, { error: 'v.option' }).default('all'),
    registeredWithinDays: z
      .number()
      .int()
      .min(1, { error: 'v.min' })
      .max(3650, { error: 'v.max' })
      .nullable()
      .default(null),
    enabled: z.boolean().default(false),
    sort: rank().default(0),
  })
  .superRefine((d, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (FIXED_ONLY.has(d.kind) && d.amount === null) issue('amount', 'v.required');
    if (PERCENT_ONLY.has(d.kind) && d.percent === null) issue('percent', 'v.required');
    if (FIXED_ONLY.has(d.kind) && d.percent !== null) issue('percent', 'v.invalid');
    if (PERCENT_ONLY.has(d.kind) && d.amount !== null) issue('amount', 'v.invalid');
    if (d.kind === 'depositMatch' && (d.amount === null) === (d.percent === null))
      issue('percent', 'v.required');
    if (d.maxAmount !== null && d.percent === null) issue('maxAmount', 'v.invalid');
    if (d.audience === 'firstDeposit' && d.kind !== 'depositMatch') issue('audience', 'v.option');
  });
export type AdminBonusDefinitionInput = z.input<typeof adminBonusDefinitionInputSchema>;
export const adminBonusCloneSchema = z.strictObject({ code: bonusCodeSchema });
export const adminCreatedSchema = z.object({ id: z.number().int() });

export const adminBonusGrantParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
/** A bonus granted to one player by staff, through the claim's own grant (ledger, audit, notice). */
export const adminBonusGrantSchema = z.strictObject({
  definitionId: z.number({ error: 'v.required' }).int().positive().max(INT32),
  /** Kuruş; required for a percentage definition, and when sent for a fixed one it must match. */
  amount: minor().optional(),
  reason: z
    .string({ error: 'v.required' })
    .trim()
    .min(3, { error: 'v.tooShort' })
    .max(500, { error: 'v.tooLong' }),
});
export type AdminBonusGrant = z.infer<typeof adminBonusGrantSchema>;
/**
 * Granted at once, or (above the threshold) a request waiting for a second person's approval
 * (docs/decisions/035-four-eyes-approvals.md). Amounts in kuruş.
 */
export const adminBonusGrantedSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('granted'), customerBonusId: z.number().int(), amount: z.number().int() }),
  z.object({ status: z.literal('pending'), requestId: z.number().int(), amount: z.number().int() }),
]);
export type AdminBonusGranted = z.infer<typeof adminBonusGrantedSchema>;
/** The site option above which a grant waits for a second person (kuruş; default 500 ₺). */
export const BONUS_GRANT_THRESHOLD_OPTION = 'bonusgrantapprovalthreshold';
export const BONUS_GRANT_THRESHOLD_DEFAULT = 50_000;

// --- Segment notifications ------------------------------------------------------------------

export const VIP_LEVEL_MAX = 10;
/** Every condition given must hold; none given means every active player. */
export const notificationSegmentSchema = z.strictObject({
  depositedWithinDays: z
    .number()
    .int({ error: 'v.wholeNumber' })
    .min(1, { error: 'v.min' })
    .max(365, { error: 'v.max' })
    .optional(),
  vipLevelMin: z
    .number()
    .int({ error: 'v.wholeNumber' })
    .min(0, { error: 'v.min' })
    .max(VIP_LEVEL_MAX, { error: 'v.max' })
    .optional(),
  locale: z.enum(['tr', 'en'], { error: 'v.option' }).optional(),
});
export type NotificationSegment = z.infer<typeof notificationSegmentSchema>;
/**
 * marketing: offers and campaigns, never sent to self-excluded, timed-out, closed or strongly
 * flagged players (rules 27 and 39); service: account and site notices, skipped only for closed accounts.
 */
export const NOTIFICATION_PURPOSES = ['marketing', 'service'] as const;
export const adminSegmentSendSchema = z.strictObject({
  segment: notificationSegmentSchema,
  purpose: z.enum(NOTIFICATION_PURPOSES, { error: 'v.option' }),
  title: localizedText(NOTIFICATION_LIMITS.title),
  note: localizedText(NOTIFICATION_LIMITS.note),
  /** Only count who would get it. */
  dryRun: z.boolean().default(false),
});
export type AdminSegmentSend = z.infer<typeof adminSegmentSendSchema>;
export const adminSegmentSentSchema = z.object({
  /** Stored (or, on a dry run, would be). */
  sent: z.number().int(),
  /** In the segment but left out for player protection. */
  skipped: z.number().int(),
});
