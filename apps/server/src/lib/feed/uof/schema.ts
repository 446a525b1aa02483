import { z } from 'zod';

/**
 * The UOF AMQP messages as zod, written from Sportradar's published XSD (UnifiedFeed.xsd; see
 * docs/decisions/081-uof-xml-codec.md). Input is an element turned into an object: attributes as
 * strings, child elements as arrays under their names. Unknown attributes and children are
 * ignored (the provider adds optional ones); what we read is checked and typed here.
 */
// Attributes stay strings here (checked by pattern) and become numbers in parse.ts: zod's
// compiled fast path for plain objects does not survive per-field transforms (bench/lib/uof-parse.ts).
const int = z.string().regex(/^-?\d{1,10}$/, 'expected an integer');
/** xs:long as we read it: ms timestamps and ids, within Number's safe integers. */
const long = z.string().regex(/^-?\d{1,15}$/, 'expected an integer');
const double = z.string().regex(/^-?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/, 'expected a number');
const oneOf = <T extends number>(values: readonly T[]) =>
  z.enum(values.map(String) as [`${T}`, ...`${T}`[]], { error: `expected one of ${values.join(', ')}` });
const urn = z
  .string()
  .regex(/^[a-z][a-z0-9]*:[a-z_]+:[A-Za-z0-9_.+-]+$/, 'expected a URN such as sr:match:1');
/** `maxOccurs=1`: the child, if present, appears once. */
const once = <T extends z.ZodType>(schema: T) => z.array(schema).max(1, 'appears more than once');
const many = <T extends z.ZodType>(schema: T) => z.array(schema).optional();

export const MARKET_STATUSES = [1, -1, 0, -2, -3, -4] as const;
export const marketStatus = oneOf(MARKET_STATUSES);

const messageAttributes = {
  product: oneOf([1, 3] as const),
  event_id: urn,
  timestamp: long,
  request_id: long.optional(),
};
const marketAttributes = { id: int, specifiers: z.string().optional() };

const score = z.object({ home: int, away: int });
const sportEventStatus = z.object({
  status: oneOf([0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const),
  match_status: int,
  home_score: double.optional(),
  away_score: double.optional(),
  clock: once(
    z.object({
      match_time: z
        .string()
        .regex(/^\d+(:\d+)?$/)
        .optional(),
      remaining_time_in_period: z
        .string()
        .regex(/^\d+(:\d+)?$/)
        .optional(),
    }),
  ).optional(),
  period_scores: once(
    z.object({
      period_score: many(
        z.object({ number: int, match_status_code: int, home_score: double, away_score: double }),
      ),
    }),
  ).optional(),
  statistics: once(
    z.object({
      yellow_cards: once(score).optional(),
      red_cards: once(score).optional(),
      corners: once(score).optional(),
    }),
  ).optional(),
});

const oddsOutcome = z.object({
  id: z.string().regex(/^\S+$/, 'expected an outcome id'),
  odds: double.optional(),
  probabilities: double.optional(),
  active: oneOf([0, 1] as const).optional(),
});
const oddsMarket = z.object({
  ...marketAttributes,
  status: marketStatus.optional(),
  outcome: z.array(oddsOutcome).optional(),
});

const settledOutcome = z.object({
  id: z.string().regex(/^\S+$/, 'expected an outcome id'),
  result: oneOf([0, 1] as const),
  void_factor: z.enum(['0', '0.5', '1', '1.0', '0.0'], { error: 'expected 0, 0.5 or 1' }).optional(),
  dead_heat_factor: double.optional(),
});
const plainMarket = z.object({ ...marketAttributes, void_reason: int.optional() });
const window = { start_time: long.optional(), end_time: long.optional() };

export const UOF_SCHEMAS = {
  odds_change: z.object({
    ...messageAttributes,
    odds_change_reason: oneOf([1] as const).optional(),
    sport_event_status: once(sportEventStatus).optional(),
    odds: once(z.object({ market: many(oddsMarket) })).optional(),
  }),
  bet_stop: z.object({
    ...messageAttributes,
    groups: z.string().min(1),
    market_status: marketStatus.optional(),
  }),
  bet_settlement: z.object({
    ...messageAttributes,
    certainty: oneOf([1, 2] as const),
    outcomes: z
      .array(
        z.object({
          market: z.array(plainMarket.extend({ outcome: many(settledOutcome) })).min(1, 'needs a market'),
        }),
      )
      .length(1, 'needs one outcomes element'),
  }),
  rollback_bet_settlement: z.object({
    ...messageAttributes,
    market: z.array(plainMarket).min(1, 'needs a market'),
  }),
  bet_cancel: z.object({
    ...messageAttributes,
    ...window,
    market: z.array(plainMarket).min(1, 'needs a market'),
  }),
  rollback_bet_cancel: z.object({
    ...messageAttributes,
    ...window,
    market: z.array(plainMarket).min(1, 'needs a market'),
  }),
  fixture_change: z.object({
    ...messageAttributes,
    change_type: oneOf([1, 2, 3, 4, 5] as const).optional(),
    start_time: long,
    next_live_time: long.optional(),
  }),
  alive: z.object({
    product: messageAttributes.product,
    timestamp: long,
    subscribed: oneOf([0, 1] as const),
  }),
  snapshot_complete: z.object({ product: messageAttributes.product, timestamp: long, request_id: long }),
};

export type UofRaw = { [K in keyof typeof UOF_SCHEMAS]: z.output<(typeof UOF_SCHEMAS)[K]> };
