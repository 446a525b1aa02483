import type { EventStatus, Sport } from '@lalebet/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { oddsLag } from '../../../infra/metrics/registry.ts';
import { EVENT_STATUS_CODES, type FeedEnvelope, type SportEventStatus } from '../../../lib/feed/envelope.ts';
import { type CatalogueStore, type EventEntry, foldName, lineKey } from './catalogue-store.ts';
import type { EventScore } from '../settlement-sink.ts';
import type { StoredLive } from './feed.table.ts';
import * as repo from './feed.repository.ts';
import { applyMarket, betStop } from './lines.ts';
import type { ProducerWatch } from './producer-watch.ts';
import type { Pusher } from './push.ts';
import { nextTimeline } from './timeline.ts';

type Deps = {
  db: Kysely<Database>;
  store: CatalogueStore;
  pusher: Pusher;
  producers: ProducerWatch['producers'];
  log: Pick<FastifyBaseLogger, 'debug'>;
  clk: { ms(): number; now(): Date };
  /** A stored score change, handed to the bets (early payout, docs/decisions/075-early-payout.md). */
  onScore?: (score: EventScore) => Promise<void>;
  /** Called after an event's prices moved (auto cash-out, docs/decisions/074-auto-cash-out.md). */
  onPrices?: (eventId: string) => void;
};

type StoredEvent = Awaited<ReturnType<typeof repo.loadEvents>>[number];

/** An event as the catalogue keeps it, from its stored row (its lines come with the snapshot). */
export function eventEntryOf(row: StoredEvent): EventEntry {
  return {
    id: row.id,
    sport: row.sport as Sport,
    tournament: row.tournament,
    home: row.home,
    away: row.away,
    startTime: row.start_time,
    kind: row.kind,
    competitors: row.competitors,
    name: row.name,
    status: row.status as EventStatus,
    live: row.live,
    searchKey: foldName(`${row.home.name} ${row.away.name}`),
    lines: new Map(),
  };
}

/**
 * Pure: whether a "not started" report about an event that has started is stale. A match that
 * kicked off does not un-start. Such a report comes from the pre-match producer's odds, and after the
 * handover those are old news: a recovery replays them after the live producer's, in whichever
 * order the two producers' recoveries finish. Applied, it took every live match off the live
 * list until the next live price, up to 10 s later (docs/decisions/102-started-events-stay-started.md).
 */
export function staleNotStarted(current: EventStatus, reported: EventStatus) {
  return reported === 'not_started' && STARTED.has(current);
}
const STARTED: ReadonlySet<EventStatus> = new Set([
  'live',
  'suspended',
  'ended',
  'closed',
  'interrupted',
  'abandoned',
]);

/** Pure: whether a status and score move more than the clock (only then is the row written). */
export function materialChange(
  event: Pick<EventEntry, 'status' | 'live'>,
  status: EventStatus,
  live: StoredLive | null,
) {
  const before = event.live;
  return (
    status !== event.status ||
    before?.home !== live?.home ||
    before?.away !== live?.away ||
    JSON.stringify(before?.periods) !== JSON.stringify(live?.periods) ||
    JSON.stringify(before?.statistics) !== JSON.stringify(live?.statistics)
  );
}

/** What the catalogue keeps of a status: score, clock, periods, statistics, the timeline. */
function liveOf(event: EventEntry, s: SportEventStatus): StoredLive {
  const live: StoredLive = { home: s.home, away: s.away, clock: s.clock, periods: s.periods };
  if (s.statistics) live.statistics = s.statistics;
  const timeline = nextTimeline(event.sport, event.live, s);
  if (timeline) live.timeline = timeline;
  return live;
}

/** The catalogue's side of the feed: fixtures, prices, event status and bet stops. */
export function createEventHandlers({ db, store, pusher, producers, log, clk, onScore, onPrices }: Deps) {
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
      name: f.name ?? null,
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
      // A trader's hold reads as a producer down: prices move underneath, the line stays shut.
      .filter((market) =>
        applyMarket(
          event,
          m.producer,
          m.ts,
          market,
          up && !store.held(event.id, lineKey(market.id, market.specifiers)),
          store.marginOf(event, market.id),
        ),
      )
      .map((market) => lineKey(market.id, market.specifiers));
    const eventMoved = m.body.eventStatus ? await eventState(event, m.body.eventStatus) : false;
    if (changed.length || eventMoved) pusher.changed(event.id, changed);
    if (changed.length) onPrices?.(event.id);
  }

  /** Status and score from the feed; stored when more than the clock moved. */
  async function eventState(event: EventEntry, s: SportEventStatus) {
    const status = EVENT_STATUS_CODES[s.status] ?? event.status;
    if (staleNotStarted(event.status, status)) return false;
    const live = status === 'not_started' ? null : liveOf(event, s);
    const material = materialChange(event, status, live);
    if (!material && event.live?.clock === live?.clock) return false;
    event.status = status;
    event.live = live;
    if (material) await repo.updateEventState(db, event.id, status, live, clk.now());
    // On every stored change, not only a goal: a pass that died is finished by the next one.
    if (material && live)
      await onScore?.({ eventId: event.id, sport: event.sport, home: live.home, away: live.away });
    return true;
  }

  function stopBets(m: Extract<FeedEnvelope, { type: 'bet_stop' }>) {
    const event = store.events.get(m.eventUrn);
    const changed = event ? betStop(event, m.producer, m.body.groups, m.body.marketStatus) : [];
    if (event && changed.length) pusher.changed(event.id, changed);
  }

  return { fixture, oddsChange, stopBets };
}
