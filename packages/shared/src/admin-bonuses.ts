import { z } from 'zod';
import { adminListQuery, adminPage } from './admin-common.ts';
import { bonusLimitZodIssues } from './admin-bonus-limits.ts';
import { INT32, enabledFilter, minor, rank, searchText } from './admin-fields.ts';
import {
  BONUS_AUDIENCES,
  BONUS_CLAIM_MODES,
  DEFAULT_BONUS_CONTRIBUTIONS,
  DEFAULT_BONUS_SPORTS,
  bonusContributionsSchema,
  bonusKindSchema,
} from './bonuses.ts';

/**
 * Back-office bonus contract (docs/decisions/012-bonuses.md, 016-bonus-abuse-rules-and-referrals.md):
 * definitions, copies, pauses and grants. Money is kuruş on the wire, unlike the player API's lira.
 */

/** Kinds an operator may create; the trial bonus is one built-in row (its amount is a site option). */
export const CREATABLE_BONUS_KINDS = [
  'freeMoney',
  'depositMatch',
  'cashback',
  'referral',
  'freeRounds',
] as const;
const FIXED_ONLY = new Set(['freeMoney', 'referral']);
const PERCENT_ONLY = new Set(['cashback']);

const FREE_ROUNDS_FIELDS = [
  'freeRoundsGameCode',
  'freeRoundsPrepaidUuid',
  'freeRoundsBetValue',
  'freeRoundsCount',
] as const;

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
  /** The bonus balance may pay sports stakes (cash first, then bonus). */
  sportsStake: z.boolean(),
  /** Percent (0-100) of a settled sports bet's stake that counts towards wagering. */
  sportsContribution: z.number().int(),
  /** The smallest total odds (decimal) of a sports bet that counts towards wagering. */
  sportsMinOdds: z.number(),
  /** Whether system bets count (their weakest line must reach sportsMinOdds). */
  sportsSystemBets: z.boolean(),
  /** freeRounds (docs/decisions/099-free-rounds.md): the game, the provider's prepaid, one round in kuruş, rounds. */
  // Defaults: requests stored before free rounds existed carry none of them.
  freeRoundsGameCode: z.string().nullable().default(null),
  freeRoundsPrepaidUuid: z.string().nullable().default(null),
  freeRoundsBetValue: z.number().int().nullable().default(null),
  freeRoundsCount: z.number().int().nullable().default(null),
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
    sportsStake: z.boolean().default(DEFAULT_BONUS_SPORTS.sportsStake),
    sportsContribution: z
      .number({ error: 'v.invalid' })
      .int({ error: 'v.wholeNumber' })
      .min(0, { error: 'v.min' })
      .max(100, { error: 'v.max' })
      .default(DEFAULT_BONUS_SPORTS.sportsContribution),
    sportsMinOdds: z
      .number({ error: 'v.invalid' })
      .min(1, { error: 'v.min' })
      .max(1000, { error: 'v.max' })
      // Odds are kept in thousandths; the form takes two decimals (1.50).
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-9, { error: 'v.invalid' })
      .default(DEFAULT_BONUS_SPORTS.sportsMinOdds),
    sportsSystemBets: z.boolean().default(DEFAULT_BONUS_SPORTS.sportsSystemBets),
    freeRoundsGameCode: z.string().trim().min(1, { error: 'v.required' }).max(100).nullable().default(null),
    freeRoundsPrepaidUuid: z.uuid({ error: 'v.invalid' }).nullable().default(null),
    freeRoundsBetValue: minor().nullable().default(null),
    freeRoundsCount: z
      .number()
      .int({ error: 'v.wholeNumber' })
      .min(1, { error: 'v.min' })
      .max(1000, { error: 'v.max' })
      .nullable()
      .default(null),
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
    // Free rounds name a game, a prepaid, a round's value and a count, and give no money at the grant.
    for (const key of FREE_ROUNDS_FIELDS) {
      if (d.kind === 'freeRounds' && d[key] === null) issue(key, 'v.required');
      if (d.kind !== 'freeRounds' && d[key] !== null) issue(key, 'v.invalid');
    }
    if (d.kind === 'freeRounds' && d.amount !== null) issue('amount', 'v.invalid');
    if (d.kind === 'freeRounds' && d.percent !== null) issue('percent', 'v.invalid');
    // Floors and caps per kind (docs/decisions/042-bonus-definitions-four-eyes.md).
    for (const l of bonusLimitZodIssues(d)) ctx.addIssue(l);
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
