import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type {
  FeedBodies,
  FeedEnvelope,
  FeedMarket,
  FeedMessageType,
  OutcomeResult,
  ProducerId,
} from '../../../lib/feed/envelope.ts';
import type { OddsDelta } from '@lalebet/shared/notifications-hub';
import type { MarketLineKey, SettlementSink } from '../settlement-sink.ts';
import { uofWire } from '../../../lib/feed/uof/wire.ts';
import { createFeedAdapter, type FeedAdapter } from './adapter.ts';

export const T0 = Date.UTC(2026, 10, 27, 12, 0, 0);
export const MATCH = 'sr:match:1001';

/** A settable clock the adapter reads instead of the process clock. */
export function testClock(start = T0) {
  let at = start;
  return {
    ms: () => at,
    now: () => new Date(at),
    advance(ms: number) {
      at += ms;
    },
  };
}

export type SinkCall =
  | { op: 'settle'; line: MarketLineKey; generation: number; outcomes: OutcomeResult[]; voidReason?: number }
  | { op: 'rollbackSettlement'; line: MarketLineKey; generation: number }
  | {
      op: 'cancel';
      line: MarketLineKey;
      cancelId: string;
      from: number | null;
      to: number | null;
      voidReason?: number;
    }
  | { op: 'rollbackCancel'; line: MarketLineKey; cancelId: string };

/** Records every call; `failNext` makes the next call throw (a crash before the bets confirmed). */
export function recordingSink() {
  const calls: SinkCall[] = [];
  let failNext = false;
  const record = async (call: SinkCall) => {
    if (failNext) {
      failNext = false;
      throw new Error('sink down');
    }
    calls.push(call);
  };
  const sink: SettlementSink = {
    settle: (line, generation, outcomes, voidReason) =>
      record({
        op: 'settle',
        line,
        generation,
        outcomes,
        ...(voidReason === undefined ? {} : { voidReason }),
      }),
    rollbackSettlement: (line, generation) => record({ op: 'rollbackSettlement', line, generation }),
    cancel: (line, cancelId, from, to, voidReason) =>
      record({ op: 'cancel', line, cancelId, from, to, ...(voidReason === undefined ? {} : { voidReason }) }),
    rollbackCancel: (line, cancelId) => record({ op: 'rollbackCancel', line, cancelId }),
  };
  return { sink, calls, failNext: () => (failNext = true) };
}

export function envelope<T extends FeedMessageType>(
  type: T,
  body: FeedBodies[T],
  o: { producer?: ProducerId; event?: string; ts?: number; requestId?: number } = {},
): FeedEnvelope {
  return {
    producer: o.producer ?? 3,
    type,
    eventUrn: o.event ?? (type === 'alive' || type === 'snapshot_complete' ? '' : MATCH),
    ts: o.ts ?? T0,
    requestId: o.requestId,
    body,
  } as FeedEnvelope;
}

export function fixture(
  id: string,
  o: { home?: string; away?: string; sport?: string; startTime?: string; tournament?: string } = {},
) {
  const tournament = o.tournament ?? 'Süper Lig';
  return envelope(
    'fixture_change',
    {
      changeType: 1,
      fixture: {
        sport: o.sport ?? 'soccer',
        tournament: {
          urn: `sr:tournament:${tournament === 'Süper Lig' ? 52 : 17}`,
          name: { tr: tournament, en: tournament === 'Süper Lig' ? 'Super Lig' : tournament },
          country: tournament === 'Süper Lig' ? 'TR' : 'GB',
        },
        home: { urn: 'sr:competitor:1', name: o.home ?? 'Fenerbahçe' },
        away: { urn: 'sr:competitor:2', name: o.away ?? 'Galatasaray' },
        startTime: o.startTime ?? new Date(T0 + 3_600_000).toISOString(),
        kind: 'match',
        liveCoverage: true,
      },
    },
    { event: id },
  );
}

/** 1X2 at the given odds (thousandths), active. */
export function x12(odds: [number, number, number], status: FeedMarket['status'] = 1): FeedMarket {
  return {
    id: 1,
    specifiers: '',
    status,
    outcomes: ['1', '2', '3'].map((id, i) => ({ id, oddsMilli: odds[i]!, active: true })),
  };
}
export function total(line: string, over: number, under: number, status: FeedMarket['status'] = 1) {
  return {
    id: 18,
    specifiers: `total=${line}`,
    status,
    outcomes: [
      { id: '12', oddsMilli: over, active: true },
      { id: '13', oddsMilli: under, active: true },
    ],
  } satisfies FeedMarket;
}

export type Harness = {
  adapter: FeedAdapter;
  sink: ReturnType<typeof recordingSink>;
  recoveries: { producer: ProducerId; after: number; requestId: number }[];
  published: { topics: string[]; delta: OddsDelta; at: number }[];
  clock: ReturnType<typeof testClock>;
  /** Completes the outstanding recovery of a producer (the feed's snapshot_complete). */
  recovered(producer: ProducerId): Promise<void>;
};

const silent = { info() {}, warn() {}, error() {}, debug() {} };

/** A started adapter on `db` whose recoveries complete at once (no replay). */
export async function startAdapter(
  db: Kysely<Database>,
  o: {
    clock?: ReturnType<typeof testClock>;
    sink?: ReturnType<typeof recordingSink>;
    onPrices?: (eventId: string) => void;
  } = {},
): Promise<Harness> {
  const clock = o.clock ?? testClock();
  const sink = o.sink ?? recordingSink();
  const recoveries: Harness['recoveries'] = [];
  const published: Harness['published'] = [];
  const direct = createFeedAdapter({
    db,
    sink: sink.sink,
    recovery: {
      requestRecovery: async (producer, after, requestId) => {
        recoveries.push({ producer, after, requestId });
      },
    },
    publish: (topics, delta) => published.push({ topics, delta, at: Date.now() }),
    log: silent,
    clock,
    tickMs: 0,
    onPrices: o.onPrices,
  });
  // Every message crosses the wire as UOF XML first, as the transports carry it (ADR 082).
  const wire = uofWire();
  const adapter: FeedAdapter = {
    ...direct,
    async handle(message) {
      const { messages, dropped } = await wire.decode(wire.encode(message));
      if (dropped) throw new Error(`feed test kit: ${dropped}`);
      for (const m of messages) await direct.handle(m);
    },
  };
  await adapter.start();
  const recovered = async (producer: ProducerId) => {
    const last = recoveries.findLast((r) => r.producer === producer)!;
    await adapter.handle(envelope('snapshot_complete', {}, { producer, requestId: last.requestId }));
  };
  await recovered(1);
  await recovered(3);
  return { adapter, sink, recoveries, published, clock, recovered };
}
