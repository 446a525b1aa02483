import { z } from 'zod';
import { CASINO_CATEGORIES } from './casino-constants.ts';
import { gameLaunchFieldsSchema } from './casino.ts';

/**
 * Bonuses contract. Amounts on the wire are lira numbers with at most two decimals,
 * converted on the server with `toMinor`/`fromMinor` (money.ts). Texts (title, description,
 * terms) arrive already localized in the customer's language.
 */

/**
 * referral: paid to a player when someone who signed up with their number makes a first deposit.
 * freeRounds: free rounds of one game through the aggregator's Freebets API; their wins are bonus money.
 */
export const BONUS_KINDS = [
  'trial',
  'freeMoney',
  'depositMatch',
  'cashback',
  'referral',
  'freeRounds',
] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];
export const bonusKindSchema = z.enum(BONUS_KINDS);

/** auto: granted on claim when the rules hold; manual: queued as pending for an operator. */
export const BONUS_CLAIM_MODES = ['auto', 'manual'] as const;
export type BonusClaimMode = (typeof BONUS_CLAIM_MODES)[number];

/** all: any verified customer; firstDeposit: only on the customer's first confirmed deposit. */
export const BONUS_AUDIENCES = ['all', 'firstDeposit'] as const;
export type BonusAudience = (typeof BONUS_AUDIENCES)[number];

export const CUSTOMER_BONUS_STATUSES = [
  'pending',
  'active',
  'completed',
  'expired',
  'forfeited',
  'rejected',
] as const;
export type CustomerBonusStatus = (typeof CUSTOMER_BONUS_STATUSES)[number];
export const customerBonusStatusSchema = z.enum(CUSTOMER_BONUS_STATUSES, { error: 'v.option' });

/** Percent of a stake that counts towards wagering, by casino category (0..100). */
export const bonusContributionsSchema = z.object(
  Object.fromEntries(CASINO_CATEGORIES.map((c) => [c, z.number().int().min(0).max(100)])) as Record<
    (typeof CASINO_CATEGORIES)[number],
    z.ZodNumber
  >,
);
export type BonusContributions = z.infer<typeof bonusContributionsSchema>;
/** The default contributions: slots count fully, bingo half, the rest a tenth. */
export const DEFAULT_BONUS_CONTRIBUTIONS: BonusContributions = {
  slot: 100,
  live: 10,
  games: 10,
  bingo: 50,
  tvbets: 10,
};

/**
 * A bonus and sports bets (docs/decisions/012-bonuses.md, "Sports bets"): whether the bonus
 * balance may pay a sports stake (after cash), the percent of a settled bet's stake that counts
 * towards wagering, the smallest total odds (decimal) for a bet to count, and whether system bets
 * count at all. The defaults keep sports out of the bonus.
 */
export const DEFAULT_BONUS_SPORTS = {
  sportsStake: false,
  sportsContribution: 0,
  sportsMinOdds: 1.5,
  sportsSystemBets: false,
} as const;

/** A bonus definition as a player sees it. */
export const bonusDefinitionSchema = z.object({
  id: z.number().int(),
  kind: bonusKindSchema,
  title: z.string(),
  /** One or two sentences in plain language. */
  description: z.string(),
  /** The rules in plain language, one sentence per item (built from the fields below). */
  terms: z.array(z.string()),
  /** Fixed amount in lira (trial, freeMoney); null when the bonus is a percentage. */
  amount: z.number().nullable(),
  /** Percent of the qualifying deposit or loss (depositMatch, cashback); null for fixed amounts. */
  percent: z.number().nullable(),
  /** Largest bonus in lira a percentage can give; null = no cap. */
  maxAmount: z.number().nullable(),
  /** Smallest qualifying deposit in lira; null = no deposit needed. */
  minDeposit: z.number().nullable(),
  /** The bonus must be staked this many times before it turns into cash (0 = no wagering). */
  wageringMultiple: z.number(),
  contributions: bonusContributionsSchema,
  /** Largest stake in lira allowed while wagering; null = no limit. */
  maxBet: z.number().nullable(),
  /** The most the bonus pays out in cash (lira) when wagering is met; the rest is removed. Null = no cap. */
  maxCashout: z.number().nullable(),
  /** Days the bonus stays active after it is granted. */
  validityDays: z.number().int(),
  claimMode: z.enum(BONUS_CLAIM_MODES),
  audience: z.enum(BONUS_AUDIENCES),
  /** Only accounts registered at most this many days ago; null = any account. */
  registeredWithinDays: z.number().int().nullable(),
  /** freeRounds: the game (its lobby name), how many rounds and one round's value in lira; null otherwise. */
  freeRounds: z
    .object({ gameCode: z.string(), gameName: z.string(), rounds: z.number().int(), roundValue: z.number() })
    .nullable()
    .default(null),
});
export type BonusDefinition = z.infer<typeof bonusDefinitionSchema>;

/** Why a definition cannot be claimed right now (the web may translate the code). */
export const BONUS_NOT_CLAIMABLE_REASONS = [
  'alreadyClaimed',
  'pendingClaim',
  'activeBonus',
  'phoneNotVerified',
  'depositRequired',
  'depositUsed',
  'firstDepositOnly',
  'newCustomersOnly',
  'noLoss',
  'notAvailable',
  /** The deposit was already staked or withdrawn (or the cash left is below it). */
  'depositTouched',
  /** No referred player has made a first deposit that is not rewarded yet. */
  'noReferral',
] as const;
export type BonusNotClaimableReason = (typeof BONUS_NOT_CLAIMABLE_REASONS)[number];

// GET bonus/list
export const claimableBonusSchema = z.object({
  definition: bonusDefinitionSchema,
  claimable: z.boolean(),
  /** Null when claimable. */
  reason: z.enum(BONUS_NOT_CLAIMABLE_REASONS).nullable(),
  /** The reason in the customer's language; empty when claimable. */
  reasonText: z.string(),
});
export type ClaimableBonus = z.infer<typeof claimableBonusSchema>;
export const bonusListResponseSchema = z.array(claimableBonusSchema);

// GET bonus/mine
export const customerBonusSchema = z.object({
  id: z.number().int(),
  definitionId: z.number().int(),
  title: z.string(),
  kind: bonusKindSchema,
  status: customerBonusStatusSchema,
  /** Granted (or, while pending, requested) amount in lira. */
  amount: z.number(),
  /** What is left of the bonus balance in lira (0 once completed, expired, forfeited). */
  remaining: z.number(),
  /** Total stakes in lira needed to turn the bonus into cash. */
  wageringRequired: z.number(),
  /** Counted stakes so far in lira (after contributions). */
  wageringDone: z.number(),
  /** Null while pending or when rejected. */
  expiresAt: z.iso.datetime().nullable(),
  grantedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  /** Plain-language rules, as in the definition. */
  terms: z.array(z.string()),
  /** Why an operator rejected it, in the customer's language; null otherwise. */
  reason: z.string().nullable(),
  /**
   * freeRounds: the game (its name, as the lobby shows it) and the rounds left of the total; null
   * otherwise. `game` carries the lobby's launch fields so that the card opens the game as the lobby
   * does; null when the game is not in the lobby (disabled, or its studio is).
   */
  freeRounds: z
    .object({
      gameCode: z.string(),
      gameName: z.string(),
      left: z.number().int(),
      total: z.number().int(),
      game: gameLaunchFieldsSchema.nullable().default(null),
    })
    .nullable()
    .default(null),
});
export type CustomerBonus = z.infer<typeof customerBonusSchema>;
export const customerBonusListResponseSchema = z.array(customerBonusSchema);

// POST bonus/claim
export const bonusClaimRequestSchema = z.strictObject({
  definitionId: z.number({ error: 'v.invalid' }).int().positive().max(2_147_483_647),
});
export type BonusClaimRequest = z.infer<typeof bonusClaimRequestSchema>;
/** The claim's outcome: the new customer bonus (status active when granted, pending when queued). */
export const bonusClaimResponseSchema = customerBonusSchema;

// Back office: GET admin/bonusclaims?status=
export const adminBonusClaimsQuerySchema = z.object({
  status: customerBonusStatusSchema.default('pending'),
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(500).default(100),
});
/** Signals for the operator, never refusals (ADR 016). sharedFingerprint: another account's trial
 * claim came from the same device fingerprint. */
export const BONUS_RISK_FLAGS = ['sharedFingerprint'] as const;
export type BonusRiskFlag = (typeof BONUS_RISK_FLAGS)[number];
export const adminBonusClaimSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  definitionId: z.number().int(),
  title: z.string(),
  kind: bonusKindSchema,
  status: customerBonusStatusSchema,
  amount: z.number(),
  createdAt: z.iso.datetime(),
  reason: z.string().nullable(),
  /** What the operator should look at before trusting this bonus; empty when nothing. */
  riskFlags: z.array(z.enum(BONUS_RISK_FLAGS)),
});
export type AdminBonusClaim = z.infer<typeof adminBonusClaimSchema>;
export const adminBonusClaimListSchema = z.array(adminBonusClaimSchema);
// POST admin/bonusclaims/confirm
export const adminBonusClaimConfirmSchema = z.strictObject({
  id: z.number().int().positive().max(2_147_483_647),
});
// POST admin/bonusclaims/reject
export const adminBonusClaimRejectSchema = z.strictObject({
  id: z.number().int().positive().max(2_147_483_647),
  reason: z.string().trim().min(3, { error: 'v.tooShort' }).max(500, { error: 'v.tooLong' }),
});
