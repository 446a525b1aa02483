import type { OddsDelta } from '@lalebet/shared/notifications-hub';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MARKET_STATUS, PRODUCERS } from '../../../lib/feed/envelope.ts';
import { CatalogueStore, type EventEntry, lineKey } from './catalogue-store.ts';
import { applyMarket } from './lines.ts';
import { PUSH_INTERVAL_MS, createPusher } from './push.ts';

const EVENT = 'sr:match:77';
const team = (name: string) => ({ urn: `sr:competitor:${name}`, name });

/** One live event in a store, a pusher over it and what it published (with the test time). */
function setup() {
  const store = new CatalogueStore();
  const event: EventEntry = {
    id: EVENT,
    sport: 'soccer',
    tournament: { urn: 'sr:tournament:1', name: { tr: 'Lig', en: 'League' }, country: 'TR' },
    home: team('A'),
    away: team('B'),
    startTime: new Date(0),
    kind: 'match',
    competitors: [],
    name: null,
    status: 'live',
    live: { home: 0, away: 0, clock: "1'", periods: [] },
    searchKey: 'a b',
    lines: new Map(),
  };
  store.events.set(EVENT, event);
  const sent: { delta: OddsDelta; at: number }[] = [];
  const pusher = createPusher(store, (_topics, delta) => sent.push({ delta, at: Date.now() }));
  let ts = 1;
  /** A feed change of market `id`: prices in thousandths, or a status code alone. */
  const feed = (id: number, prices: number[] | null, status: number = MARKET_STATUS.active) => {
    const market = {
      id,
      specifiers: '',
      status: status as never,
      ...(prices
        ? { outcomes: prices.map((oddsMilli, i) => ({ id: String(i + 1), oddsMilli, active: true })) }
        : {}),
    };
    if (applyMarket(event, PRODUCERS.live, ts++, market, true)) pusher.changed(EVENT, [lineKey(id, '')]);
  };
  return { event, sent, pusher, feed };
}

const flushMicrotasks = () => Promise.resolve();

describe('odds pusher (coalescing, docs/decisions/021-sportsbook-engine.md)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('sends the first change at once, then one delta per window with the latest price per outcome', () => {
    const { sent, feed } = setup();
    feed(1, [1500, 3000]);
    expect(sent).toHaveLength(1);
    const first = sent[0]!.delta.markets[0]!;
    expect(first).not.toHaveProperty('prev');

    for (let i = 1; i <= 5; i++) feed(1, [1500 + i * 10, 3000]);
    feed(1, [1550, 2900]);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(PUSH_INTERVAL_MS);
    expect(sent).toHaveLength(2);
    const last = sent[1]!.delta.markets[0]!;
    expect(last.outcomes.map((o) => o.odds)).toEqual([1.55, 2.9]);
    // Six changes in one delta: the version jumps, `prev` says which one the client should have.
    expect(last.prev).toBe(first.version);
    expect(last.version).toBe(first.version + 6);
    vi.advanceTimersByTime(10 * PUSH_INTERVAL_MS);
    expect(sent).toHaveLength(2);
  });

  it('never holds back or coalesces away a suspension, even one lifted within the window', async () => {
    const { sent, feed } = setup();
    feed(1, [1500, 3000]);
    feed(1, [1510, 3000]); // waits for the window
    feed(1, null, MARKET_STATUS.suspended);
    await flushMicrotasks();
    expect(sent.map((s) => s.delta.markets[0]!.status)).toEqual(['active', 'suspended']);
    // The suspension carried the pending price too.
    expect(sent[1]!.delta.markets[0]!.outcomes[0]!.odds).toBe(1.51);

    feed(1, [1600, 2800], MARKET_STATUS.active);
    await flushMicrotasks();
    expect(sent.map((s) => s.delta.markets[0]!.status)).toEqual(['active', 'suspended', 'active']);
    expect(sent.every((s) => s.at === sent[0]!.at)).toBe(true); // no time passed: nothing waited
    vi.advanceTimersByTime(10 * PUSH_INTERVAL_MS);
    expect(sent).toHaveLength(3);
  });

  it('sends many lines suspended in one pass as one delta, and an event status change at once', async () => {
    const { event, sent, feed, pusher } = setup();
    for (const id of [1, 2, 3]) feed(id, [1500, 3000]);
    expect(sent).toHaveLength(1); // market 1; 2 and 3 wait for the window
    for (const id of [1, 2, 3]) feed(id, null, MARKET_STATUS.suspended);
    await flushMicrotasks();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.delta.markets.map((m) => [m.id, m.status]).sort()).toEqual([
      [1, 'suspended'],
      [2, 'suspended'],
      [3, 'suspended'],
    ]);

    event.status = 'interrupted';
    pusher.changed(EVENT, []);
    await flushMicrotasks();
    expect(sent).toHaveLength(3);
    expect(sent[2]!.delta.status).toBe('interrupted');
  });
});
