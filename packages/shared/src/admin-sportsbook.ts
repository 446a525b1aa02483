import { z } from 'zod';
import { adminListQuery, adminPage } from './admin-common.ts';
import { approvalTrailShape, minorAmountSchema } from './admin-adjustments.ts';
import { BET_KINDS, BET_STATUSES, SPORTS } from './sportsbook.ts';

/**
 * The trading desk (docs/decisions/078-trading-desk.md): the live bet ticker, liability per
 * event, market and outcome, manual suspensions that override the feed until released, voids
 * with a reason and per-player limits. Amounts in minor units (kuruş) as strings, as everywhere
 * in the back office.
 */

/** Why the ticker flags a bet: a large stake, a sharp player, or the line's liability past its alarm. */
export const TICKER_RISKS = ['large_stake', 'sharp', 'liability'] as const;
export type TickerRisk = (typeof TICKER_RISKS)[number];

export const adminBetLegSchema = z.object({
  eventId: z.string(),
  /** "Home - Away" or the outright's name, in the staff member's language. */
  eventName: z.string(),
  sport: z.enum(SPORTS),
  tournament: z.string(),
  marketId: z.number().int(),
  specifiers: z.string(),
  marketName: z.string(),
  outcomeId: z.string(),
  outcomeName: z.string(),
  odds: z.number(),
  status: z.string(),
  live: z.boolean(),
});

export const adminSportsBetSchema = z.object({
  id: z.string(),
  customerId: z.number(),
  username: z.string(),
  kind: z.enum(BET_KINDS),
  status: z.enum(BET_STATUSES),
  /** A leg was placed in play. */
  live: z.boolean(),
  currency: z.string(),
  stake: z.string(),
  totalOdds: z.number(),
  potentialWin: z.string(),
  payout: z.string().nullable(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  /** Empty when nothing is unusual. */
  risks: z.array(z.enum(TICKER_RISKS)),
  legs: z.array(adminBetLegSchema),
  /** What the caller may do to it: 'void'. */
  allowedActions: z.array(z.string()),
});
export type AdminSportsBet = z.infer<typeof adminSportsBetSchema>;

/** GET admin/sportsbook/bets: newest first; `live` filters bets with an in-play leg. */
export const adminSportsBetsQuerySchema = adminListQuery(['placedAt', 'stake'] as const).extend({
  live: z.enum(['true', 'false']).optional(),
  sport: z.enum(SPORTS).optional(),
  tournament: z.string().max(100).optional(),
  status: z.enum(BET_STATUSES).optional(),
  customerId: z.coerce.number().int().positive().optional(),
});
export const adminSportsBetsPageSchema = adminPage(adminSportsBetSchema);

/** Liability of one outcome: Σ(potential payout − stake) of the open bets holding it (sb_exposure). */
export const liabilityOutcomeSchema = z.object({
  outcomeId: z.string(),
  name: z.string(),
  odds: z.number().nullable(),
  active: z.boolean(),
  stake: z.string(),
  liability: z.string(),
});
export const liabilityMarketSchema = z.object({
  marketId: z.number().int(),
  specifiers: z.string(),
  name: z.string(),
  /** As the player sees it: 'active' unless the feed or a trader suspended it. */
  status: z.string(),
  /** A trader's suspension holds it, whatever the feed says. */
  manual: z.boolean(),
  outcomes: z.array(liabilityOutcomeSchema),
});
/** GET admin/sportsbook/liability?eventId=: the event's markets, largest liability first. */
export const eventLiabilitySchema = z.object({
  eventId: z.string(),
  eventName: z.string(),
  sport: z.enum(SPORTS),
  tournament: z.string(),
  status: z.string(),
  live: z.boolean(),
  /** The whole event is suspended by a trader. */
  manual: z.boolean(),
  markets: z.array(liabilityMarketSchema),
});
export type EventLiability = z.infer<typeof eventLiabilitySchema>;
export const eventLiabilityQuerySchema = z.object({ eventId: z.string().min(1).max(100) });

/** GET admin/sportsbook/liability/events: events with open bets, largest liability first. */
export const liabilityEventSchema = z.object({
  eventId: z.string(),
  eventName: z.string(),
  sport: z.enum(SPORTS),
  tournament: z.string(),
  startTime: z.string().nullable(),
  live: z.boolean(),
  manual: z.boolean(),
  stake: z.string(),
  /** The worst outcome's liability across the event's markets. */
  liability: z.string(),
  openBets: z.number().int(),
});
export const liabilityEventsQuerySchema = adminListQuery(['liability', 'stake'] as const).extend({
  sport: z.enum(SPORTS).optional(),
  tournament: z.string().max(100).optional(),
  live: z.enum(['true', 'false']).optional(),
});
export const liabilityEventsPageSchema = adminPage(liabilityEventSchema);

const reason = z.string().trim().min(3, { error: 'v.tooShort' }).max(500, { error: 'v.tooLong' });
/** A trader's reason, as every desk action asks for it. */
export const tradingReason = reason;

/** POST admin/sportsbook/events/{id}/suspend and /resume. */
export const tradingReasonRequestSchema = z.strictObject({ reason });
/** POST admin/sportsbook/markets/suspend and markets/resume. */
export const marketSuspensionRequestSchema = z.strictObject({
  eventId: z.string().min(1).max(100),
  marketId: z.number().int().nonnegative(),
  specifiers: z.string().max(200).default(''),
  reason,
});
/** What a trader's suspension or release answers: what now holds for that scope. */
export const suspensionStateSchema = z.object({
  eventId: z.string(),
  marketId: z.number().int().nullable(),
  specifiers: z.string().nullable(),
  suspended: z.boolean(),
});

/**
 * POST admin/sportsbook/bets/{id}/void: the stake back through the same compensating postings
 * as a feed correction. Above `sportsbook.void.approvalminor` (stake or payout) it waits for a
 * second sportsbook:settle holder: 'pending' with the approval's id.
 */
/**
 * Why, as a code: `obvious_error` (a palpable price error) may void a settled bet only within
 * `sportsbook.obviouserror.hours` of its settlement (docs/decisions/087-margins-and-obvious-error.md).
 */
export const VOID_REASON_CODES = ['other', 'obvious_error'] as const;
export type VoidReasonCode = (typeof VOID_REASON_CODES)[number];
export const voidBetRequestSchema = z.strictObject({
  reason,
  reasonCode: z.enum(VOID_REASON_CODES, { error: 'v.option' }).default('other'),
});
export const voidBetResponseSchema = z.object({
  status: z.enum(['done', 'pending']),
  requestId: z.number().nullable(),
});

/** Stake factor bounds: 0.01x to 2x of the book's limits. */
export const STAKE_FACTOR_MIN = 0.01;
export const STAKE_FACTOR_MAX = 2;

/** GET/PUT admin/sportsbook/customers/{id}/limits. */
export const customerSportsLimitsSchema = z.object({
  customerId: z.number(),
  /** Multiplies the book's maximum stake for this player. */
  stakeFactor: z.number(),
  /** The most one bet of this player pays, in kuruş; null: the book's own cap. */
  maxPayout: z.string().nullable(),
  /** A sharp player: the longer live delay and at most SHARP_STAKE_FACTOR. */
  sharp: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type CustomerSportsLimits = z.infer<typeof customerSportsLimitsSchema>;
/** A sharp player's stake factor is capped here, whatever `stakeFactor` says. */
export const SHARP_STAKE_FACTOR = 0.25;

export const customerSportsLimitsRequestSchema = z.strictObject({
  stakeFactor: z
    .number({ error: 'v.number' })
    .min(STAKE_FACTOR_MIN, { error: 'v.min' })
    .max(STAKE_FACTOR_MAX, { error: 'v.max' })
    .multipleOf(0.01, { error: 'v.twoDecimals' }),
  maxPayout: minorAmountSchema.nullable(),
  sharp: z.boolean(),
  reason,
});
export type CustomerSportsLimitsRequest = z.input<typeof customerSportsLimitsRequestSchema>;
/**
 * Tightening applies at once; loosening (a higher factor or maximum payout, or sharp taken off)
 * waits for a second sportsbook:limits holder.
 */
export const customerSportsLimitsResponseSchema = z.object({
  status: z.enum(['done', 'pending']),
  requestId: z.number().nullable(),
});

/** A void waiting for (or decided by) a second sportsbook:settle holder: the approvals inbox row. */
export const betVoidRequestSchema = z.object({
  kind: z.literal('bet_void'),
  id: z.number(),
  betId: z.string(),
  customerId: z.number(),
  username: z.string(),
  /** The bet's status now (open, won, lost, ...). */
  betStatus: z.enum(BET_STATUSES),
  /** Kuruş, as strings: the stake back, and the payout a settled bet gives back. */
  stake: z.string(),
  payout: z.string().nullable(),
  reason: z.string(),
  ...approvalTrailShape,
});
export type BetVoidRequest = z.infer<typeof betVoidRequestSchema>;

/** Looser sports limits for a player, waiting for a second sportsbook:limits holder. */
export const sportsLimitsRequestSchema = z.object({
  kind: z.literal('sports_limits'),
  id: z.number(),
  customerId: z.number(),
  username: z.string(),
  stakeFactor: z.number(),
  maxPayout: z.string().nullable(),
  sharp: z.boolean(),
  reason: z.string(),
  ...approvalTrailShape,
});
export type SportsLimitsRequest = z.infer<typeof sportsLimitsRequestSchema>;

/**
 * Manual settlement (docs/decisions/083-manual-grading-and-market-voids.md): a trader grades the
 * lines the feed does not cover, or voids a whole line, through the feed's own settlement path.
 * 'void' gives the stake back; `voidFactor` 0.5 on 'won' or 'lost' is a half win or half loss
 * (a quarter line), as the feed sends it.
 */
export const GRADE_RESULTS = ['won', 'lost', 'void'] as const;
export type GradeResult = (typeof GRADE_RESULTS)[number];
export const gradeOutcomeSchema = z.strictObject({
  outcomeId: z.string().min(1).max(100),
  result: z.enum(GRADE_RESULTS),
  voidFactor: z.literal(0.5).optional(),
});
const lineRef = {
  marketId: z.number().int().nonnegative(),
  specifiers: z.string().max(200).default(''),
};
export const gradeMarketSchema = z
  .strictObject({ ...lineRef, outcomes: z.array(gradeOutcomeSchema).min(1).max(100) })
  .refine((m) => new Set(m.outcomes.map((o) => o.outcomeId)).size === m.outcomes.length, {
    error: 'v.duplicate',
    path: ['outcomes'],
  });
export type GradeMarket = z.input<typeof gradeMarketSchema>;
/** POST admin/sportsbook/events/{id}/grade. */
export const gradeEventRequestSchema = z
  .strictObject({ markets: z.array(gradeMarketSchema).min(1).max(50), reason })
  .refine((r) => new Set(r.markets.map((m) => `${m.marketId}/${m.specifiers}`)).size === r.markets.length, {
    error: 'v.duplicate',
    path: ['markets'],
  });
export type GradeEventRequest = z.input<typeof gradeEventRequestSchema>;
/** POST admin/sportsbook/markets/void: every bet leg on the line void, as a feed bet_cancel. */
export const marketVoidRequestSchema = z.strictObject({
  eventId: z.string().min(1).max(100),
  ...lineRef,
  reason,
});
export type MarketVoidRequest = z.input<typeof marketVoidRequestSchema>;
/**
 * Done at once, or 'pending' with the approval's id when the open stake on the lines is at
 * least `sportsbook.settle.approvalminor`: a second sportsbook:settle holder decides.
 */
export const manualSettlementResponseSchema = z.object({
  status: z.enum(['done', 'pending']),
  requestId: z.number().nullable(),
});

/** A manual grade or market void waiting for (or decided by) a second sportsbook:settle holder. */
export const manualSettlementRequestSchema = z.object({
  kind: z.literal('manual_settlement'),
  id: z.number(),
  action: z.enum(['grade', 'void']),
  eventId: z.string(),
  eventName: z.string(),
  /** A void's lines carry no outcomes. */
  markets: z.array(
    z.object({
      marketId: z.number(),
      specifiers: z.string(),
      outcomes: z.array(gradeOutcomeSchema),
    }),
  ),
  /** Kuruş: the open stake on the lines when it was asked for. */
  stake: z.string(),
  reason: z.string(),
  ...approvalTrailShape,
});
export type ManualSettlementRequest = z.infer<typeof manualSettlementRequestSchema>;
