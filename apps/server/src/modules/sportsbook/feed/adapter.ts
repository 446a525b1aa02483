import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { clock as defaultClock, DAY_MS } from '../../../lib/clock.ts';
import {
  type FeedEnvelope,
  type FeedRecovery,
  PRODUCERS,
  type ProducerId,
} from '../../../lib/feed/envelope.ts';
import type { Catalogue } from '../catalogue.ts';
import type { EventScore, SettlementSink } from '../settlement-sink.ts';
import { CatalogueStore } from './catalogue-store.ts';
import { createEventHandlers, eventEntryOf } from './event-handlers.ts';
import { deskSeams } from './desk-seams.ts';
import type { Holds } from './manual-holds.ts';
import type { Margins } from './margins.ts';
import * as repo from './feed.repository.ts';
import { createProducerWatch, type ProducerWatch } from './producer-watch.ts';
import { createPusher, type Publish } from './push.ts';
import { type CatalogueReads, createReads } from './reads.ts';
import type { ManualSettlement, SettlementMessage } from './settlement.ts';
import { createSettlementDriver } from './settlement-driver.ts';

export type FeedAdapterDeps = {
  db: Kysely<Database>;
  sink: SettlementSink;
  recovery: FeedRecovery;
  publish: Publish;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>;
  clock?: { ms(): number; now(): Date };
  /** How often producer liveness is checked; tests call `checkProducers` themselves. */
  tickMs?: number;
  /** An event's prices moved: marks it for auto cash-out (docs/decisions/074-auto-cash-out.md). */
  onPrices?: (eventId: string) => void;
};

export type FeedAdapter = {
  handle(message: FeedEnvelope): Promise<void>;
  catalogue: Catalogue & CatalogueReads;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Suspends the markets of producers silent for 20 s; runs on a timer after `start`. */
  checkProducers(): void;
  /** Seconds since each producer's last `alive` (for /metrics, ADR 048). */
  aliveAges(): { producer: number; seconds: number }[];
  /** The transport lost its connection: every producer down, its markets suspended. */
  connectionLost(): void;
  /** The transport is connected again: each producer recovers from its last processed feed time. */
  reconnected(): void;
  /** Traders' suspensions now in force, replacing the last (docs/decisions/078-trading-desk.md). */
  setHolds(holds: Holds): void;
  /** The desk's margins now in force, replacing the last (docs/decisions/087-margins-and-obvious-error.md). */
  setMargins(margins: Margins): void;
  /** The desk's grades and market voids, through the feed's own settlement path (ADR 083). */
  manual: ManualSettlement;
};

/** Hands a stored score change to the bets (early payout); a failure is logged, never thrown. */
function scoreHandler({ sink, log }: FeedAdapterDeps) {
  return async (score: EventScore) =>
    sink.scoreChanged?.(score).catch((err: unknown) => {
      // The score is stored; the next stored change of the event (or the line's result) retries.
      log.error({ err, event: score.eventId }, 'feed: early payout failed');
    });
}

/** Where each producer got to, so a restart recovers from there. */
async function saveProducers(db: Kysely<Database>, producers: ProducerWatch['producers'], at: Date) {
  for (const p of Object.values(producers))
    if (p.lastProcessedTs) await repo.saveProducer(db, p.id, at, p.lastProcessedTs);
}

/**
 * The sportsbook's consumer of the feed (docs/decisions/021-sportsbook-engine.md, reference §3
 * "Adapter rules"): keeps the in-memory catalogue current, records settlements and hands them to
 * the bets, watches producer liveness and recovers, and pushes coalesced odds deltas.
 */
export function createFeedAdapter(deps: FeedAdapterDeps): FeedAdapter {
  const { db, log } = deps;
  const clk = deps.clock ?? defaultClock;
  const store = new CatalogueStore();
  const pusher = createPusher(store, deps.publish, () => clk.ms());
  const watch = createProducerWatch({ db, store, pusher, recovery: deps.recovery, log, clk });
  const { producers } = watch;
  const events = createEventHandlers({
    db,
    store,
    pusher,
    producers,
    log,
    clk,
    onScore: scoreHandler(deps),
    onPrices: deps.onPrices,
  });
  let timer: NodeJS.Timeout | null = null;
  // Messages wait until the fixtures are loaded (a transport may deliver before `start` ends).
  let loaded!: () => void;
  const ready = new Promise<void>((resolve) => (loaded = resolve));

  const settlement = createSettlementDriver({ db, sink: deps.sink, store, pusher, log, clk });
  function checkProducers() {
    watch.check();
    settlement.retry();
  }

  async function start() {
    for (const row of await repo.loadProducers(db)) {
      const p = producers[row.id as ProducerId];
      if (p) p.lastProcessedTs = Number(row.last_processed_ts);
    }
    for (const row of await repo.loadEvents(db, new Date(clk.ms() - DAY_MS)))
      store.events.set(row.id, eventEntryOf(row));
    await settlement.driveAll();
    loaded();
    for (const id of [PRODUCERS.live, PRODUCERS.prematch]) {
      producers[id].lastAliveMs = clk.ms();
      watch.recover(id);
    }
    if (deps.tickMs !== 0) timer = setInterval(checkProducers, deps.tickMs ?? 1000).unref();
  }

  return {
    async handle(m) {
      await ready;
      switch (m.type) {
        case 'alive':
          return watch.alive(m);
        case 'snapshot_complete':
          return watch.snapshotComplete(m);
        case 'fixture_change':
          return events.fixture(m);
        case 'odds_change':
          return events.oddsChange(m);
        case 'bet_stop':
          return events.stopBets(m);
        default:
          return settlement.handle(m as SettlementMessage);
      }
    },
    catalogue: Object.assign(createReads(store), {
      line: store.line.bind(store),
      names: store.names.bind(store),
    }),
    start,
    async stop() {
      if (timer) clearInterval(timer);
      pusher.stop();
      await saveProducers(db, producers, clk.now());
    },
    checkProducers,
    aliveAges: () =>
      Object.values(producers).map((p) => ({ producer: p.id, seconds: (clk.ms() - p.lastAliveMs) / 1000 })),
    ...watch.connection,
    ...deskSeams(store, producers, pusher),
    manual: settlement.manual,
  };
}
