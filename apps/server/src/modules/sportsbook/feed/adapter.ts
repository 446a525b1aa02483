import type { EventStatus, Sport } from '@lalebet/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { oddsLag, settlementLag } from '../../../infra/metrics/registry.ts';
import { clock as defaultClock, DAY_MS } from '../../../lib/clock.ts';
import {
  EVENT_STATUS_CODES,
  type FeedBodies,
  type FeedEnvelope,
  type FeedRecovery,
  PRODUCERS,
  type ProducerId,
} from '../../../lib/feed/envelope.ts';
import type { Catalogue } from '../catalogue.ts';
import type { SettlementSink } from '../settlement-sink.ts';
import { CatalogueStore, type EventEntry, foldName, lineKey } from './catalogue-store.ts';
import type { StoredLive } from './feed.table.ts';
import * as repo from './feed.repository.ts';
import { applyMarket, betStop, forceStatus, refreshStatus } from './lines.ts';
import { initialProducers, nextRequestId, PRODUCER_SILENCE_MS, RECOVERY_TIMEOUT_MS } from './producers.ts';
import { createPusher, type Publish } from './push.ts';
import { type CatalogueReads, createReads } from './reads.ts';
import { createSettlement, type SettlementMessage } from './settlement.ts';

export type FeedAdapterDeps = {
  db: Kysely<Database>;
  sink: SettlementSink;
  recovery: FeedRecovery;
  publish: Publish;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>;
  clock?: { ms(): number; now(): Date };
  /** How often producer liveness is checked; tests call `checkProducers` themselves. */
  tickMs?: number;
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
};

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
  const producers = initialProducers(clk.ms());
  let redrive = false;
  let timer: NodeJS.Timeout | null = null;
  // Messages wait until the fixtures are loaded (a transport may deliver before `start` ends).
  let loaded!: () => void;
  const ready = new Promise<void>((resolve) => (loaded = resolve));

  const settlement = createSettlement({
    db,
    sink: deps.sink,
    now: () => clk.now(),
    onStatus: (line, status) => {
      const entry = store.events.get(line.eventId)?.lines.get(lineKey(line.marketId, line.specifiers));
      if (entry && forceStatus(entry, status)) pusher.line(line.eventId, line.marketId, line.specifiers);
    },
  });

  /** Not awaited by message handling: an in-process feed replays through the same queue. */
  function recover(id: ProducerId) {
    const p = producers[id];
    const requestId = nextRequestId(clk.ms());
    p.state = 'recovering';
    p.requestId = requestId;
    p.requestedAtMs = clk.ms();
    log.info({ producer: id, after: p.lastProcessedTs, requestId }, 'feed: recovery requested');
    deps.recovery.requestRecovery(id, p.lastProcessedTs, requestId).catch((err: unknown) => {
      log.error({ err, producer: id }, 'feed: recovery request failed');
      if (p.requestId === requestId) p.state = 'down';
    });
  }

  function setProducerUp(id: ProducerId, up: boolean) {
    for (const [event, line] of store.linesOf(id))
      if (refreshStatus(line, up)) pusher.line(event.id, line.marketId, line.specifiers);
  }

  function checkProducers() {
    for (const p of Object.values(producers)) {
      const overdue = clk.ms() - p.requestedAtMs > RECOVERY_TIMEOUT_MS;
      if (p.state === 'recovering' && overdue && clk.ms() - p.lastAliveMs <= PRODUCER_SILENCE_MS) {
        log.warn(
          { producer: p.id, requestId: p.requestId },
          'feed: no snapshot_complete, recovery asked again',
        );
        recover(p.id);
        continue;
      }
      if (p.state === 'down' || clk.ms() - p.lastAliveMs <= PRODUCER_SILENCE_MS) continue;
      log.warn({ producer: p.id }, 'feed: producer silent for 20 s, its markets are suspended');
      p.state = 'down';
      p.requestId = null;
      setProducerUp(p.id, false);
    }
    if (redrive) {
      redrive = false;
      settlement.driveAll().catch(onDriveError);
    }
  }
  const onDriveError = (err: unknown) => {
    redrive = true;
    log.error({ err }, 'feed: handing results to the bets failed; retried shortly');
  };

  async function alive(m: Extract<FeedEnvelope, { type: 'alive' }>) {
    const p = producers[m.producer];
    p.lastAliveMs = clk.ms();
    if (p.state === 'down') return recover(p.id);
    if (p.state !== 'up') return;
    if (!m.body.subscribed) {
      setProducerUp(p.id, false);
      return recover(p.id);
    }
    p.lastProcessedTs = Math.max(p.lastProcessedTs, m.ts);
    await repo.saveProducer(db, p.id, clk.now(), p.lastProcessedTs);
  }

  async function fixture(m: Extract<FeedEnvelope, { type: 'fixture_change' }>) {
    const f = m.body.fixture;
    const existing = store.events.get(m.eventUrn);
    const status: EventStatus = m.body.changeType === 3 ? 'cancelled' : (existing?.status ?? 'not_started');
    await repo.upsertEvent(db, m.eventUrn, f, status, clk.now());
    const entry: EventEntry = {
      id: m.eventUrn,
      sport: f.sport as Sport,
      tournament: f.tournament,
      home: f.home,
      away: f.away,
      startTime: new Date(f.startTime),
      kind: f.kind,
      competitors: f.competitors ?? [],
      status,
      live: existing?.live ?? null,
      searchKey: foldName(`${f.home.name} ${f.away.name}`),
      lines: existing?.lines ?? new Map(),
    };
    store.events.set(m.eventUrn, entry);
    if (existing) pusher.changed(entry.id, []);
  }

  async function oddsChange(m: Extract<FeedEnvelope, { type: 'odds_change' }>) {
    oddsLag.observe({ producer: m.producer }, Math.max(0, clk.ms() - m.ts) / 1000);
    const event = store.events.get(m.eventUrn);
    if (!event) return log.debug({ event: m.eventUrn }, 'feed: odds for an unknown fixture dropped');
    const up = producers[m.producer].state === 'up';
    const changed = m.body.markets
      .filter((market) => applyMarket(event, m.producer, m.ts, market, up))
      .map((market) => lineKey(market.id, market.specifiers));
    const eventMoved = m.body.eventStatus ? await eventState(event, m.body.eventStatus) : false;
    if (changed.length || eventMoved) pusher.changed(event.id, changed);
  }

  /** Status and score from the feed; stored when more than the clock moved. */
  async function eventState(event: EventEntry, s: NonNullable<FeedBodies['odds_change']['eventStatus']>) {
    const status = EVENT_STATUS_CODES[s.status] ?? event.status;
    const live: StoredLive | null =
      status === 'not_started' ? null : { home: s.home, away: s.away, clock: s.clock, periods: s.periods };
    const before = event.live;
    const material =
      status !== event.status ||
      before?.home !== live?.home ||
      before?.away !== live?.away ||
      JSON.stringify(before?.periods) !== JSON.stringify(live?.periods);
    if (!material && before?.clock === live?.clock) return false;
    event.status = status;
    event.live = live;
    if (material) await repo.updateEventState(db, event.id, status, live, clk.now());
    return true;
  }

  async function start() {
    for (const row of await repo.loadProducers(db)) {
      const p = producers[row.id as ProducerId];
      if (p) p.lastProcessedTs = Number(row.last_processed_ts);
    }
    for (const row of await repo.loadEvents(db, new Date(clk.ms() - DAY_MS))) {
      store.events.set(row.id, {
        id: row.id,
        sport: row.sport as Sport,
        tournament: row.tournament,
        home: row.home,
        away: row.away,
        startTime: row.start_time,
        kind: row.kind,
        competitors: row.competitors,
        status: row.status as EventStatus,
        live: row.live,
        searchKey: foldName(`${row.home.name} ${row.away.name}`),
        lines: new Map(),
      });
    }
    await settlement.driveAll().catch(onDriveError);
    loaded();
    for (const id of [PRODUCERS.live, PRODUCERS.prematch]) {
      producers[id].lastAliveMs = clk.ms();
      recover(id);
    }
    if (deps.tickMs !== 0) timer = setInterval(checkProducers, deps.tickMs ?? 1000).unref();
  }

  return {
    async handle(m) {
      await ready;
      switch (m.type) {
        case 'alive':
          return alive(m);
        case 'snapshot_complete': {
          const p = producers[m.producer];
          if (p.state !== 'recovering' || m.requestId !== p.requestId) return;
          p.state = 'up';
          log.info({ producer: p.id }, 'feed: recovery complete, markets reopen');
          return setProducerUp(p.id, true);
        }
        case 'fixture_change':
          return fixture(m);
        case 'odds_change':
          return oddsChange(m);
        case 'bet_stop': {
          const event = store.events.get(m.eventUrn);
          const changed = event ? betStop(event, m.producer, m.body.groups, m.body.marketStatus) : [];
          if (event && changed.length) pusher.changed(event.id, changed);
          return;
        }
        default: {
          const applied = await settlement.handle(m as SettlementMessage).catch((err: unknown) => {
            redrive = true;
            throw err;
          });
          if (applied) settlementLag.observe(Math.max(0, clk.ms() - m.ts) / 1000);
        }
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
      for (const p of Object.values(producers))
        if (p.lastProcessedTs) await repo.saveProducer(db, p.id, clk.now(), p.lastProcessedTs);
    },
    checkProducers,
    aliveAges: () =>
      Object.values(producers).map((p) => ({ producer: p.id, seconds: (clk.ms() - p.lastAliveMs) / 1000 })),
  };
}
