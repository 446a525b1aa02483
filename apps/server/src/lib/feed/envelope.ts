/**
 * The one internal feed envelope (docs/decisions/021-sportsbook-engine.md): UOF's message model in
 * JSON. The simulator emits it, the transports carry it, the sportsbook adapter consumes it. A real
 * UOF feed needs only an XML-to-envelope adapter.
 */

/** UOF producers we use: 1 live odds, 3 pre-match (Ctrl). */
export const PRODUCERS = { live: 1, prematch: 3 } as const;
export type ProducerId = (typeof PRODUCERS)[keyof typeof PRODUCERS];

/** UOF market status codes. */
export const MARKET_STATUS = {
  active: 1,
  suspended: -1,
  deactivated: 0,
  handed_over: -2,
  settled: -3,
  cancelled: -4,
} as const;
export type MarketStatusCode = (typeof MARKET_STATUS)[keyof typeof MARKET_STATUS];

/** UOF sport_event_status.status codes (0 not_started ... 9 abandoned). */
export const EVENT_STATUS_CODES = [
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

export type FeedMessageType =
  | 'odds_change'
  | 'bet_stop'
  | 'bet_settlement'
  | 'rollback_bet_settlement'
  | 'bet_cancel'
  | 'rollback_bet_cancel'
  | 'fixture_change'
  | 'alive'
  | 'snapshot_complete';

export type FeedOutcomeOdds = {
  /** Integer outcome id ('1', '12') or a URN, always as a string. */
  id: string;
  /** Decimal odds in thousandths (1.850 -> 1850). */
  oddsMilli: number;
  active: boolean;
  /** Margin-free probability (UOF `probabilities`), for cash-out pricing later. */
  probability?: number;
};

export type FeedMarket = {
  id: number;
  /** Canonical: keys sorted, `k=v|k=v`, '' when none. */
  specifiers: string;
  status: MarketStatusCode;
  /** Absent or empty: a status-only update (UOF). */
  outcomes?: FeedOutcomeOdds[];
};

export type SportEventStatus = {
  /** Index into EVENT_STATUS_CODES. */
  status: number;
  home: number;
  away: number;
  /** Display clock, e.g. "67'", "Q3 04:12", "2. set", "Map 2". */
  clock: string;
  periods: [number, number][];
  /** Statistics the markets settle on (corners, cards). */
  statistics?: { corners?: [number, number]; yellowCards?: [number, number]; redCards?: [number, number] };
};

export type OutcomeResult = {
  id: string;
  /** 1 won, 0 lost (UOF also has -1 undecided; we never send it). */
  result: 0 | 1;
  /** 0.5 or 1; absent = 0. */
  voidFactor?: number;
  /** Absent = 1. */
  deadHeatFactor?: number;
};

export type FixtureBody = {
  sport: string;
  tournament: { urn: string; name: { tr: string; en: string }; country: string };
  home: { urn: string; name: string };
  away: { urn: string; name: string };
  /** ISO time. */
  startTime: string;
  kind: 'match' | 'outright';
  /** Outrights: the competitors priced (outcome ids are their URNs); matches: the named players. */
  competitors?: { urn: string; name: string }[];
  /**
   * Outrights: the event's own name in each language ("Süper Lig 2026/27 Şampiyonu" / "... winner"),
   * as UOF names a season or stage per language; `home.name` holds one language only. Matches
   * are named by their teams and carry none.
   */
  name?: { tr: string; en: string };
  liveCoverage: boolean;
};

export type FeedBodies = {
  odds_change: { eventStatus?: SportEventStatus; markets: FeedMarket[]; oddsChangeReason?: number };
  bet_stop: { groups: string; marketStatus?: MarketStatusCode };
  bet_settlement: {
    certainty: 1 | 2;
    markets: { id: number; specifiers: string; voidReason?: number; outcomes: OutcomeResult[] }[];
  };
  rollback_bet_settlement: { markets: { id: number; specifiers: string }[] };
  bet_cancel: {
    /** ms since epoch; absent = since the market opened / until it closed. */
    startTime?: number;
    endTime?: number;
    markets: { id: number; specifiers: string; voidReason?: number }[];
  };
  rollback_bet_cancel: {
    startTime?: number;
    endTime?: number;
    markets: { id: number; specifiers: string }[];
  };
  /** changeType: 1 NEW, 2 DATETIME, 3 CANCELLED, 4 FORMAT, 5 COVERAGE; carries the whole fixture. */
  fixture_change: { changeType: 1 | 2 | 3 | 4 | 5; fixture: FixtureBody };
  alive: { subscribed: boolean };
  snapshot_complete: Record<string, never>;
};

export type FeedEnvelope = {
  [T in FeedMessageType]: {
    producer: ProducerId;
    type: T;
    /** 'sr:match:123', 'sr:simple_tournament:9' for outrights; '' for system messages. */
    eventUrn: string;
    /** Feed time in ms since epoch (the simulator's compressed clock). */
    ts: number;
    requestId?: number;
    body: FeedBodies[T];
  };
}[FeedMessageType];

export type FeedHandler = (message: FeedEnvelope) => Promise<void> | void;

/** What both transports offer (in-process and AMQP). */
export interface FeedTransport {
  publish(message: FeedEnvelope): Promise<void>;
  subscribe(handler: FeedHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Canonical specifiers: keys sorted, joined with '|'; '' for none. */
export function canonicalSpecifiers(spec: string | Record<string, string | number>): string {
  const pairs =
    typeof spec === 'string'
      ? spec
          .split('|')
          .filter(Boolean)
          .map((p) => p.split('=', 2) as [string, string])
      : Object.entries(spec).map(([k, v]) => [k, String(v)] as [string, string]);
  return pairs
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('|');
}

/**
 * UOF recovery (`/{product}/recovery/initiate_request?after=&request_id=`): the feed re-sends the
 * producer's current odds and stateful messages since `afterTs`, then `snapshot_complete` with the
 * same request id. The simulator implements it in process; a real feed over HTTP.
 */
export interface FeedRecovery {
  requestRecovery(producer: ProducerId, afterTs: number, requestId: number): Promise<void>;
  /**
   * UOF's per-event recovery (`/{product}/odds/events/{urn}/initiate_request`): the producer's
   * current odds of one event again, carrying the request id; no snapshot_complete follows.
   */
  requestEventRecovery?(producer: ProducerId, eventUrn: string, requestId: number): Promise<void>;
}
