import { z } from 'zod';
import { MAX_SYSTEM_LEGS } from './sportsbook-systems.ts';

export * from './sportsbook-systems.ts';
export * from './sportsbook-payout.ts';

/**
 * Sportsbook contract (docs/decisions/021-sportsbook-engine.md). Money is lira with two
 * decimals on the wire, as `user/balance`; odds are decimal numbers with up to three decimals
 * (the server keeps them as integer thousandths). A market line is (event, market id, canonical
 * specifiers), UOF's key.
 */

export const SPORTS = ['soccer', 'basketball', 'tennis', 'volleyball', 'cs2', 'dota2', 'lol'] as const;
export type Sport = (typeof SPORTS)[number];
export const ESPORTS: readonly Sport[] = ['cs2', 'dota2', 'lol'];
export const sportSchema = z.enum(SPORTS, { error: 'v.option' });

/** UOF's market statuses, lower case (1 active, -1 suspended, 0 deactivated, -2, -3, -4). */
export const MARKET_STATUSES = [
  'active',
  'suspended',
  'deactivated',
  'handed_over',
  'settled',
  'cancelled',
] as const;
export type MarketStatus = (typeof MARKET_STATUSES)[number];

/** UOF's sport_event_status values, lower case. */
export const EVENT_STATUSES = [
  'not_started',
  'live',
  'suspended',
  'ended',
  'closed',
  'cancelled',
  'delayed',
  'interrupted',
  'postponed',
  'abandoned',
] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** `builder`: a same-game combination priced as one by the custom-bet service (docs/sportsbook.md §6.6). */
/**
 * The match page's market groups in the order players see them (the server sorts an event's
 * markets by it, the web orders its tabs by it); a group not listed comes last.
 */
export const MARKET_GROUP_ORDER: readonly string[] = [
  'main',
  'goals',
  'halves',
  'quarters',
  'handicap',
  'combos',
  'players',
  'score',
  'corners',
  'cards',
  'sets',
  'maps',
  'other',
];

export const BET_KINDS = ['single', 'multiple', 'system', 'builder'] as const;
export type BetKind = (typeof BET_KINDS)[number];
export const ODDS_CHANGE_POLICIES = ['none', 'higher', 'any'] as const;
export type OddsChangePolicy = (typeof ODDS_CHANGE_POLICIES)[number];
export const BET_STATUSES = [
  'pending',
  'open',
  'won',
  'lost',
  'void',
  'half_won',
  'half_lost',
  'cashed_out',
  'cancelled',
  'refused',
] as const;
export type BetStatus = (typeof BET_STATUSES)[number];
export const LEG_RESULTS = ['open', 'won', 'lost', 'void', 'half_won', 'half_lost', 'dead_heat'] as const;
export type LegResult = (typeof LEG_RESULTS)[number];
export const ODDS_FORMATS = ['decimal', 'fractional', 'american'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

/** Most legs a multiple may have (a system bet: MAX_SYSTEM_LEGS, sportsbook-systems.ts). */
export const MAX_LEGS = 20;
/**
 * Highest misli (coupon multiplier) a request may carry; the site option `sportsbook.maxmisli`
 * (policy-options.ts) caps it lower, refused as MISLI_TOO_HIGH.
 */
export const MAX_MISLI = 100;

export const outcomeSchema = z.object({
  id: z.string(),
  name: z.string(),
  odds: z.number(),
  active: z.boolean(),
});
export type SportsOutcome = z.infer<typeof outcomeSchema>;

export const marketSchema = z.object({
  id: z.number().int(),
  /** Canonical specifiers `k=v|k=v`, keys sorted; '' when none. */
  specifiers: z.string(),
  name: z.string(),
  /**
   * Tab the event page shows it under: main, goals, halves, quarters, handicap, combos, players,
   * score, corners, cards, sets, maps, other.
   */
  group: z.string(),
  status: z.enum(MARKET_STATUSES),
  outcomes: z.array(outcomeSchema),
});
export type SportsMarket = z.infer<typeof marketSchema>;

export const liveStateSchema = z.object({
  home: z.number().int(),
  away: z.number().int(),
  /** Minutes played ("67'"), set or map ("2. set"), or quarter; for display. */
  clock: z.string(),
  /** Sport-specific period scores, e.g. sets [[6,4],[3,2]]. */
  periods: z.array(z.tuple([z.number().int(), z.number().int()])),
  /** Football only, per team [home, away], when the feed carries them. */
  statistics: z.optional(matchStatisticsSchema()),
});
export type LiveState = z.infer<typeof liveStateSchema>;

function matchStatisticsSchema() {
  const pair = z.tuple([z.number().int(), z.number().int()]).optional();
  return z.object({ corners: pair, yellowCards: pair, redCards: pair });
}
export type MatchStatistics = NonNullable<LiveState['statistics']>;

export const TIMELINE_KINDS = ['goal', 'yellow_card', 'red_card'] as const;
/** Most timeline entries kept per event (the latest). */
export const MAX_TIMELINE = 50;
/**
 * One moment of a live football match, derived from changes in the feed's score and statistics
 * (docs/decisions/069-match-timeline.md); `minute` is null when the clock did not say.
 */
export const timelineEntrySchema = z.object({
  kind: z.enum(TIMELINE_KINDS),
  team: z.enum(['home', 'away']),
  minute: z.number().int().nullable(),
  /** The score after a goal. */
  score: z.tuple([z.number().int(), z.number().int()]).optional(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const sportsEventSchema = z.object({
  id: z.string(),
  sport: sportSchema,
  tournament: z.object({ id: z.string(), name: z.string(), country: z.string() }),
  home: z.string(),
  away: z.string(),
  startTime: z.string(),
  status: z.enum(EVENT_STATUSES),
  live: liveStateSchema.nullable(),
  /** Goals and cards, oldest first: the event endpoint only, for live and finished football. */
  timeline: z.array(timelineEntrySchema).optional(),
  /** List endpoints carry the main market only; the event endpoint carries all. */
  markets: z.array(marketSchema),
  marketCount: z.number().int(),
  /**
   * MBS (minimum bet selections): a coupon holding this event needs at least this many
   * selections in all (1: a single is allowed), refused as MBS_NOT_MET.
   */
  mbs: z.number().int().min(1).max(MAX_LEGS),
});
export type SportsEvent = z.infer<typeof sportsEventSchema>;

export const sportSummarySchema = z.object({
  sport: sportSchema,
  name: z.string(),
  eventCount: z.number().int(),
  tournaments: z.array(
    z.object({ id: z.string(), name: z.string(), country: z.string(), eventCount: z.number().int() }),
  ),
});
export type SportSummary = z.infer<typeof sportSummarySchema>;

/** Most favourite tournaments, and most favourite events, one player keeps. */
export const MAX_FAVOURITES = 100;
/** A feed id as the catalogue and the hub topics use it (`sr:match:1`, `sr:tournament:17`). */
export const FEED_ID_PATTERN = /^[A-Za-z0-9:_-]{1,100}$/;
const feedId = z.string().regex(FEED_ID_PATTERN, { error: 'v.invalid' });

const boolQuery = z
  .enum(['true', 'false'], { error: 'v.option' })
  .transform((v) => v === 'true')
  .optional();

export const sportsQuerySchema = z.object({ live: boolQuery });
export const eventsQuerySchema = z.object({
  sport: sportSchema.optional(),
  tournament: z.string().max(100).optional(),
  live: boolQuery,
  /** Team name search (case- and Turkish-dotless-i-insensitive). */
  search: z.string().trim().max(64, { error: 'v.max' }).optional(),
  /** Only these events, comma-separated (a player's favourite matches); at most MAX_FAVOURITES. */
  ids: z
    .string()
    .max(10_200, { error: 'v.tooLong' })
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(z.array(feedId).max(MAX_FAVOURITES, { error: 'v.max' }))
    .optional(),
  from: z.iso.datetime({ error: 'v.date' }).optional(),
  to: z.iso.datetime({ error: 'v.date' }).optional(),
  skip: z.coerce.number({ error: 'v.number' }).int().min(0).max(100_000).default(0),
  take: z.coerce.number({ error: 'v.number' }).int().min(1).max(200).default(50),
});
export type EventsQuery = z.input<typeof eventsQuerySchema>;
export const eventsPageSchema = z.object({ items: z.array(sportsEventSchema), total: z.number().int() });
export type EventsPage = z.infer<typeof eventsPageSchema>;

export const selectionSchema = z.strictObject({
  eventId: z.string().min(1).max(100),
  marketId: z.number().int().positive(),
  specifiers: z.string().max(200),
  outcomeId: z.string().min(1).max(100),
  /** The odds the player saw; compared under the odds-change policy. */
  odds: z.number().gt(1).lt(10_000),
  /** A banker (banko) of a system bet: in every line; refused as BANKER_INVALID elsewhere. */
  banker: z.boolean().optional(),
});
export type Selection = z.infer<typeof selectionSchema>;

const systemSize = z.number().int().min(1).max(MAX_SYSTEM_LEGS);

/**
 * Which lines a system bet has. The server checks the sizes against the selections (1..n,
 * ascending, distinct) and a `name`, when given, against NAMED_SYSTEMS; `{size: k}` is the
 * older form of `{sizes: [k]}`.
 */
export const systemChoiceSchema = z.union([
  z.strictObject({ size: systemSize }),
  z.strictObject({
    sizes: z.array(systemSize).min(1).max(MAX_SYSTEM_LEGS),
    /** For display and as a check: a NAMED_SYSTEMS name whose sizes and selections match. */
    name: z.string().max(40).optional(),
  }),
]);
export type SystemChoice = z.infer<typeof systemChoiceSchema>;

export const placeBetRequestSchema = z.strictObject({
  /** Idempotency: the same id twice places one bet and answers the same. */
  requestId: z.uuid({
    error: (issue) => (issue.input === undefined || issue.input === null ? 'v.required' : 'v.uuid'),
  }),
  kind: z.enum(BET_KINDS, { error: 'v.option' }),
  /** A system bet: `{size}` ("sistem 3/4") or a size set `{sizes}` (Trixie: [2, 3] of 3). */
  system: systemChoiceSchema.optional(),
  /** Lira; for a system bet, the stake per line. */
  stake: z.number({ error: 'v.number' }).positive({ error: 'v.positive' }).multipleOf(0.01),
  oddsChange: z.enum(ODDS_CHANGE_POLICIES, { error: 'v.option' }),
  selections: z.array(selectionSchema).min(1).max(MAX_LEGS, { error: 'v.tooManyLegs' }),
  /** Misli: the coupon is played n times; total stake and possible win are n times (default 1). */
  misli: z.number({ error: 'v.number' }).int({ error: 'v.number' }).min(1).max(MAX_MISLI).optional(),
  /** Kind `builder` only: the combined price the player saw, compared under the odds-change policy. */
  builderOdds: z.number().gt(1).lt(100_000).optional(),
});
export type PlaceBetRequest = z.infer<typeof placeBetRequestSchema>;

export const betLegSchema = z.object({
  eventId: z.string(),
  marketId: z.number().int(),
  specifiers: z.string(),
  outcomeId: z.string(),
  odds: z.number(),
  result: z.enum(LEG_RESULTS),
  /** For display: names in the request's language at placement time. */
  eventName: z.string(),
  marketName: z.string(),
  outcomeName: z.string(),
  sport: sportSchema,
  startTime: z.string(),
  live: z.boolean(),
  /** A banker (banko) of a system bet. */
  banker: z.boolean(),
  /** Won early by the operator's early-payout rule (docs/decisions/075-early-payout.md); absent otherwise. */
  earlyPayout: z.boolean().optional(),
  /**
   * Why the leg is void, wholly or half (result void, half_won, half_lost): the feed's UOF void
   * reason code (5 event cancelled, 12 incorrect odds...; docs/sportsbook.md §6.7). Absent when
   * the leg is not void or the feed gave none.
   */
  voidReason: z.number().int().optional(),
});
export type BetLeg = z.infer<typeof betLegSchema>;

export const betSchema = z.object({
  id: z.string(),
  kind: z.enum(BET_KINDS),
  system: z
    .object({
      /** The size of a one-size system ("sistem 2/3": 2); null when it has several sizes. */
      size: z.number().int().nullable(),
      /** Combination sizes, ascending (Trixie: [2, 3]). */
      sizes: z.array(z.number().int()),
      lines: z.number().int(),
      /** The NAMED_SYSTEMS name these sizes over the legs make (Trixie...), else null. */
      name: z.string().nullable(),
    })
    .nullable(),
  status: z.enum(BET_STATUSES),
  /** Total stake in lira (stake per line x lines x misli). */
  stake: z.number(),
  /** The stake still staked: the stake less what partial cash-outs took out (0 once cashed out). */
  openStake: z.number(),
  /** What cash-outs of this bet paid so far, partial and full (0: none). */
  cashedOut: z.number(),
  /** The coupon's multiplier (misli); 1 when none was chosen. */
  misli: z.number().int(),
  stakePerLine: z.number(),
  totalOdds: z.number(),
  potentialWin: z.number(),
  payout: z.number().nullable(),
  oddsChange: z.enum(ODDS_CHANGE_POLICIES),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  /** Why a pending live bet was refused (an error code), else null. */
  refusal: z.string().nullable(),
  legs: z.array(betLegSchema),
});
export type SportsBet = z.infer<typeof betSchema>;

export const betsQuerySchema = z.object({
  status: z.enum(['open', 'settled'], { error: 'v.option' }).optional(),
  skip: z.coerce.number({ error: 'v.number' }).int().min(0).max(100_000).default(0),
  take: z.coerce.number({ error: 'v.number' }).int().min(1).max(100).default(20),
});
export const betsPageSchema = z.object({ items: z.array(betSchema), total: z.number().int() });
export type BetsPage = z.infer<typeof betsPageSchema>;

/** A refusal of ODDS_CHANGED or MARKET_SUSPENDED carries the current prices so one tap re-places. */
export const betRefusalDataSchema = z.object({
  selections: z.array(selectionSchema.extend({ active: z.boolean() })).optional(),
  /** For limit refusals: the allowed amount in lira. */
  allowed: z.number().optional(),
  /** A builder bet's ODDS_CHANGED: the combined price now (docs/sportsbook.md §6.6). */
  builderOdds: z.number().optional(),
});

// Coupon codes: a slip saved as a short code anyone can load (prices re-checked on load).
export const COUPON_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{6}$/;
export const saveCouponRequestSchema = z.strictObject({
  selections: z.array(selectionSchema).min(1).max(MAX_LEGS, { error: 'v.tooManyLegs' }),
});
export const couponSchema = z.object({
  code: z.string(),
  /** Current state of each saved selection (odds now, active or not). */
  selections: z.array(selectionSchema.extend({ active: z.boolean() })),
});
export type Coupon = z.infer<typeof couponSchema>;

// Player settings beyond the slip (remembered server-side for logged-in players).
/**
 * `GET /api/sportsbook/coupon-rules`: the site's coupon rules the slip offers within (public).
 * `maxMisli`: the highest misli a coupon may carry now (`sportsbook.maxmisli`, at most MAX_MISLI).
 */
export const couponRulesSchema = z.object({ maxMisli: z.number().int().min(1).max(MAX_MISLI) });
export type CouponRules = z.infer<typeof couponRulesSchema>;

export const sportsSettingsSchema = z.object({
  oddsChange: z.enum(ODDS_CHANGE_POLICIES),
  oddsFormat: z.enum(ODDS_FORMATS),
});
export type SportsSettings = z.infer<typeof sportsSettingsSchema>;

// Favourite leagues and events (docs/decisions/065-sportsbook-favourites.md), kept per player.
export const sportsFavouritesSchema = z.object({
  /** Tournament ids (SportsEvent.tournament.id), oldest favourite first. */
  tournaments: z.array(z.string()),
  /** Event ids (SportsEvent.id), oldest favourite first. */
  events: z.array(z.string()),
});
export type SportsFavourites = z.infer<typeof sportsFavouritesSchema>;
/**
 * The whole set, replacing the stored one. The array bound only stops absurd bodies; the
 * MAX_FAVOURITES cap (after removing repeats) answers FAVOURITES_TOO_MANY.
 */
export const putSportsFavouritesSchema = z.strictObject({
  tournaments: z.array(feedId).max(1_000, { error: 'v.max' }),
  events: z.array(feedId).max(1_000, { error: 'v.max' }),
});
