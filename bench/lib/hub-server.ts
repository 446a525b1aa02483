/**
 * The hub bench's server, a child process of its own (forked with --expose-gc), so its memory
 * can be measured apart from the clients and both sides get their own file-descriptor limit.
 * Talks to the bench over IPC: fixtures, rss, push, exit.
 */
import type { OddsDelta } from '@lalebet/shared';
import { MARKET_STATUS, PRODUCERS } from '../../apps/server/src/lib/feed/envelope.ts';
import {
  CatalogueStore,
  type EventEntry,
  lineKey,
} from '../../apps/server/src/modules/sportsbook/feed/catalogue-store.ts';
import { applyMarket } from '../../apps/server/src/modules/sportsbook/feed/lines.ts';
import { PUSH_INTERVAL_MS, createPusher } from '../../apps/server/src/modules/sportsbook/feed/push.ts';
import type {} from '../../apps/server/src/plugins/hub.ts'; // brings in the type of app.hub
import { adminToken } from '../../apps/server/src/test/admin.ts';
import { createHubCustomers } from './hub-fixtures.ts';
import { startRealApp } from './targets.ts';

export type HubServerRequest =
  | { type: 'fixtures'; count: number }
  | { type: 'rss' }
  | { type: 'push' }
  /** `feed`: each change through the sportsbook's pusher (coalesced); `direct`: one publish each. */
  | { type: 'odds'; topic: string; perSecond: number; changes: number; path: 'feed' | 'direct' }
  | { type: 'exit' };
export type HubServerReply =
  | { type: 'ready'; base: string }
  | { type: 'fixtures'; tokens: string[]; adminToken: string }
  | { type: 'rss'; rss: number; heap: number; connections: number }
  | { type: 'pushed'; startedAt: number; doneAt: number }
  /**
   * When each change was made; change i carries market version `firstVersion + i`. `cpuMs`: the
   * server's CPU time while publishing, which other load on the machine barely changes.
   */
  | { type: 'odds-sent'; sentAt: number[]; firstVersion: number; cpuMs: number };

const ADMIN = { username: 'hubbench', password: 'Hub-Bench-Yönetici-1' };
const target = await startRealApp();
const { app, db } = target;
const reply = (m: HubServerReply) => process.send!(m);
const now = () => performance.timeOrigin + performance.now();
let customerIds: bigint[] = [];

process.on('message', (m: HubServerRequest) => {
  void handle(m).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
});

async function handle(m: HubServerRequest) {
  if (m.type === 'fixtures') {
    const tokens = await createHubCustomers(db!, m.count);
    const rows = await db!
      .selectFrom('customer')
      .select('id')
      .where('username', 'like', 'hubbench%')
      .execute();
    customerIds = rows.map((r) => r.id);
    // Creates the admin and signs in through both steps (TOTP enrolment, docs/decisions/014-staff-two-factor.md).
    reply({ type: 'fixtures', tokens, adminToken: await adminToken(app, db!, ADMIN) });
  } else if (m.type === 'rss') {
    for (let i = 0; i < 3; i++) globalThis.gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    reply({ type: 'rss', rss, heap: heapUsed, connections: app.hub.stats().connections });
  } else if (m.type === 'push') {
    // The hub alone: one Balance message to every customer, no database.
    const startedAt = now();
    await app.hub.send(
      customerIds.map((customerId) => ({
        customerId,
        message: { command: 'Balance', message: { balance: 1, bonusBalance: 0 } },
      })),
    );
    reply({ type: 'pushed', startedAt, doneAt: now() });
  } else if (m.type === 'odds') {
    const cpu = process.cpuUsage();
    const sent = await publishOdds(m.topic, m.perSecond, m.changes, m.path);
    const used = process.cpuUsage(cpu);
    reply({ type: 'odds-sent', ...sent, firstVersion: 1, cpuMs: (used.user + used.system) / 1000 });
  } else {
    await target.close();
    process.exit(0);
  }
}

reply({ type: 'ready', base: target.baseUrl });

/**
 * `changes` odds changes of one live event at `perSecond`. On the `feed` path each change is
 * applied to a catalogue line and handed to the sportsbook's pusher, as the feed adapter does, so
 * the coalescing window is part of what is measured (from the change, not from the publish).
 */
async function publishOdds(topic: string, perSecond: number, changes: number, path: 'feed' | 'direct') {
  const sentAt: number[] = [];
  const eventId = topic.replace(/^event:/, '');
  const team = (name: string) => ({ urn: `sr:competitor:${name}`, name });
  const event: EventEntry = {
    id: eventId,
    sport: 'soccer',
    tournament: { urn: 'sr:tournament:1', name: { tr: 'Lig', en: 'League' }, country: 'TR' },
    home: team('Home'),
    away: team('Away'),
    startTime: new Date(),
    kind: 'match',
    competitors: [],
    name: null,
    status: 'live',
    live: { home: 1, away: 0, clock: '45:00', periods: [[1, 0]] },
    searchKey: 'home away',
    lines: new Map(),
  };
  const store = new CatalogueStore();
  store.events.set(eventId, event);
  const publish = (topics: string[], delta: OddsDelta) => void app.hub.publishTopics(topics, 'Odds', delta);
  const pusher = createPusher(store, publish);
  const start = now();
  for (let i = 0; i < changes; i++) {
    const wait = start + (i * 1000) / perSecond - now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    sentAt.push(now());
    const prices = [1500 + i, 4200, 6100];
    const outcomes = prices.map((oddsMilli, o) => ({ id: String(o + 1), oddsMilli, active: true }));
    applyMarket(
      event,
      PRODUCERS.live,
      i + 1,
      { id: 1, specifiers: '', status: MARKET_STATUS.active, outcomes },
      true,
    );
    const line = event.lines.get(lineKey(1, ''))!;
    if (line.version !== i + 1) throw new Error(`version ${line.version} for change ${i}`);
    if (path === 'feed') pusher.changed(eventId, [lineKey(1, '')]);
    else {
      const markets: OddsDelta['markets'] = [
        {
          id: 1,
          specifiers: '',
          status: line.status,
          version: line.version,
          outcomes: outcomes.map((o) => ({ id: o.id, odds: o.oddsMilli / 1000, active: o.active })),
        },
      ];
      publish([topic], { eventId, status: event.status, live: event.live, markets });
    }
  }
  await new Promise((r) => setTimeout(r, 2 * PUSH_INTERVAL_MS)); // the last window
  pusher.stop();
  return { sentAt };
}
