import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb, type TestDb, testDatabases } from '../../../test/harness.ts';
import { envelope, fixture, type Harness, MATCH, startAdapter, T0, total, x12 } from './test-kit.ts';
import { PUSH_INTERVAL_MS } from './push.ts';
import type { FeedEnvelope } from '../../../lib/feed/envelope.ts';

describe.each(testDatabases())('sportsbook feed adapter on %s', (kind) => {
  let t: TestDb;
  let h: Harness;
  beforeAll(async () => {
    t = await createTestDb(kind);
  }, 180_000);
  afterAll(() => t?.drop());
  afterEach(async () => {
    await h?.adapter.stop();
    await t.db.deleteFrom('sb_event').execute();
    await t.db.deleteFrom('feed_producer').execute();
  });

  const odds = (markets: Parameters<typeof x12>[0] | null, o: { ts?: number; producer?: 1 | 3 } = {}) =>
    envelope('odds_change', { markets: markets ? [x12(markets)] : [] }, { ts: o.ts, producer: o.producer });

  it('keeps a fixture and its prices; an odds_change older than the last applied is dropped', async () => {
    h = await startAdapter(t.db);
    await h.adapter.handle(fixture(MATCH));
    await h.adapter.handle(odds([1800, 3400, 4200], { ts: T0 + 2000 }));
    const before = h.adapter.catalogue.line(MATCH, 1, '')!;
    expect(before.status).toBe('active');
    expect(before.outcomes.get('1')).toEqual({ oddsMilli: 1800, active: true, feedMilli: 1800 });
    const versions = [before.version, before.materialVersion];

    await h.adapter.handle(odds([2500, 3000, 2600], { ts: T0 + 1000 }));
    const after = h.adapter.catalogue.line(MATCH, 1, '')!;
    expect(after.outcomes.get('1')!.oddsMilli).toBe(1800);
    expect([after.version, after.materialVersion]).toEqual(versions);

    await h.adapter.handle(odds([1900, 3400, 4000], { ts: T0 + 3000 }));
    const newer = h.adapter.catalogue.line(MATCH, 1, '')!;
    expect(newer.outcomes.get('1')!.oddsMilli).toBe(1900);
    expect(newer.version).toBe(versions[0]! + 1);
    expect(newer.materialVersion).toBe(versions[1]! + 1);
    // A price is not a suspension: the count live bets are decided by stays (ADR 060).
    expect(newer.suspensions).toBe(before.suspensions);
  });

  it('bet_stop suspends only the active lines of the event', async () => {
    h = await startAdapter(t.db);
    await h.adapter.handle(fixture(MATCH));
    await h.adapter.handle(
      envelope('odds_change', {
        markets: [x12([1800, 3400, 4200]), total('2.5', 1900, 1900, 0), total('3.5', 2600, 1450)],
      }),
    );
    const deactivated = h.adapter.catalogue.line(MATCH, 18, 'total=2.5')!;
    expect(deactivated.status).toBe('deactivated');
    const { version, materialVersion } = deactivated;

    await h.adapter.handle(envelope('bet_stop', { groups: 'all' }, { ts: T0 + 1 }));
    expect(h.adapter.catalogue.line(MATCH, 1, '')!.status).toBe('suspended');
    expect(h.adapter.catalogue.line(MATCH, 18, 'total=3.5')!.status).toBe('suspended');
    const still = h.adapter.catalogue.line(MATCH, 18, 'total=2.5')!;
    expect([still.status, still.version, still.materialVersion]).toEqual([
      'deactivated',
      version,
      materialVersion,
    ]);

    // The next odds_change lifts the stop; odds stayed visible throughout. The stop is counted
    // once on the line it closed, and not on the one already deactivated (ADR 060).
    await h.adapter.handle(odds([1750, 3500, 4300], { ts: T0 + 2 }));
    const reopened = h.adapter.catalogue.line(MATCH, 1, '')!;
    expect([reopened.status, reopened.suspensions]).toEqual(['active', 1]);
    expect(still.suspensions).toBe(deactivated.suspensions);
  });

  it('suspends a producer silent for 20 s and reopens after recovery and snapshot_complete', async () => {
    h = await startAdapter(t.db);
    await h.adapter.handle(fixture(MATCH));
    await h.adapter.handle(odds([1800, 3400, 4200]));
    const v = h.adapter.catalogue.line(MATCH, 1, '')!.materialVersion;

    h.clock.advance(15_000);
    await h.adapter.handle(envelope('alive', { subscribed: true }, { producer: 3, ts: T0 + 15_000 }));
    h.clock.advance(19_000);
    h.adapter.checkProducers();
    expect(h.adapter.catalogue.line(MATCH, 1, '')!.status).toBe('active');

    h.clock.advance(2_000);
    h.adapter.checkProducers();
    const down = h.adapter.catalogue.line(MATCH, 1, '')!;
    expect(down.status).toBe('suspended');
    expect(down.materialVersion).toBe(v + 1);
    const requested = h.recoveries.length;

    // The producer comes back: recovery from the last processed feed time, then the snapshot.
    await h.adapter.handle(envelope('alive', { subscribed: true }, { producer: 3, ts: T0 + 40_000 }));
    expect(h.recoveries.slice(requested)).toEqual([
      { producer: 3, after: T0 + 15_000, requestId: expect.any(Number) },
    ]);
    await h.adapter.handle(odds([1700, 3500, 4500], { ts: T0 + 40_001 }));
    // No snapshot for a minute while alive still flows: the recovery is asked for again.
    for (let i = 1; i <= 4; i++) {
      h.clock.advance(15_000);
      await h.adapter.handle(
        envelope('alive', { subscribed: true }, { producer: 3, ts: T0 + 40_000 + i * 15_000 }),
      );
      h.adapter.checkProducers();
      expect(h.recoveries.length).toBe(requested + 1);
    }
    h.clock.advance(1);
    h.adapter.checkProducers();
    expect(h.recoveries.length).toBe(requested + 2);
    expect(h.adapter.catalogue.line(MATCH, 1, '')!.status).toBe('suspended');
    // A snapshot_complete of another request id does not reopen.
    await h.adapter.handle(envelope('snapshot_complete', {}, { producer: 3, requestId: 1 }));
    expect(h.adapter.catalogue.line(MATCH, 1, '')!.status).toBe('suspended');
    await h.recovered(3);
    const up = h.adapter.catalogue.line(MATCH, 1, '')!;
    expect(up.status).toBe('active');
    expect(up.outcomes.get('1')!.oddsMilli).toBe(1700);
  });

  it('hands a line over from the pre-match producer to the live producer', async () => {
    h = await startAdapter(t.db);
    await h.adapter.handle(fixture(MATCH));
    await h.adapter.handle(odds([1800, 3400, 4200], { ts: T0 }));
    await h.adapter.handle(
      envelope('odds_change', { markets: [{ id: 1, specifiers: '', status: -2 }] }, { ts: T0 + 1 }),
    );
    expect(h.adapter.catalogue.line(MATCH, 1, '')).toMatchObject({ status: 'handed_over', live: false });
    await h.adapter.handle(odds([1600, 3600, 5000], { ts: T0 + 5, producer: 1 }));
    expect(h.adapter.catalogue.line(MATCH, 1, '')).toMatchObject({ status: 'active', live: true });
    // The pre-match producer no longer prices it.
    await h.adapter.handle(odds([9000, 9000, 9000], { ts: T0 + 10, producer: 3 }));
    expect(h.adapter.catalogue.line(MATCH, 1, '')!.outcomes.get('1')!.oddsMilli).toBe(1600);
    // Only the live producer's silence suspends it now.
    h.clock.advance(21_000);
    await h.adapter.handle(envelope('alive', { subscribed: true }, { producer: 1, ts: T0 + 21_000 }));
    h.adapter.checkProducers();
    expect(h.adapter.catalogue.line(MATCH, 1, '')!.status).toBe('active');
  });

  it('takes live status and score from the feed and stores them', async () => {
    h = await startAdapter(t.db);
    await h.adapter.handle(fixture(MATCH));
    const status = { status: 1, home: 1, away: 0, clock: "23'", periods: [[1, 0]] as [number, number][] };
    await h.adapter.handle(
      envelope('odds_change', { eventStatus: status, markets: [x12([1400, 4400, 7000])] }, { producer: 1 }),
    );
    expect(h.adapter.catalogue.event(MATCH, 'tr')).toMatchObject({
      status: 'live',
      live: { home: 1, away: 0, clock: "23'", periods: [[1, 0]] },
    });
    const row = await t.db.selectFrom('sb_event').select(['status', 'live']).executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: 'live',
      live: { home: 1, away: 0, clock: "23'", periods: [[1, 0]], timeline: [] },
    });
  });

  it("keeps a started match live when the pre-match producer's recovery says it has not started", async () => {
    h = await startAdapter(t.db);
    await h.adapter.handle(fixture(MATCH));
    const notStarted = { status: 0, home: 0, away: 0, clock: '', periods: [] };
    await h.adapter.handle(
      envelope(
        'odds_change',
        { eventStatus: notStarted, markets: [x12([1800, 3400, 4200])] },
        { producer: 3 },
      ),
    );
    const kickedOff = { status: 1, home: 0, away: 0, clock: "3'", periods: [[0, 0]] as [number, number][] };
    await h.adapter.handle(
      envelope(
        'odds_change',
        { eventStatus: kickedOff, markets: [x12([1700, 3500, 4400])] },
        { producer: 1, ts: T0 + 1000 },
      ),
    );
    // The recovery of producer 3 finished after producer 1's, with a newer timestamp.
    await h.adapter.handle(
      envelope(
        'odds_change',
        { eventStatus: notStarted, markets: [x12([1800, 3400, 4200])] },
        { producer: 3, ts: T0 + 2000 },
      ),
    );
    expect(h.adapter.catalogue.event(MATCH, 'tr')).toMatchObject({ status: 'live', live: { clock: "3'" } });
    expect(h.adapter.catalogue.events({ live: true, take: 10, skip: 0 }, 'tr').total).toBe(1);
    const row = await t.db.selectFrom('sb_event').select('status').executeTakeFirstOrThrow();
    expect(row.status).toBe('live');
  });

  it('keeps statistics and a timeline of goals and cards, stores them and pushes the timeline when it moves', async () => {
    h = await startAdapter(t.db);
    await h.adapter.handle(fixture(MATCH));
    const stats = (yellow: [number, number], corners: [number, number]) => ({
      yellowCards: yellow,
      redCards: [0, 0] as [number, number],
      corners,
    });
    const status = (home: number, clock: string, statistics: ReturnType<typeof stats>) =>
      envelope(
        'odds_change',
        {
          eventStatus: { status: 1, home, away: 0, clock, periods: [[home, 0]], statistics },
          markets: [],
        },
        { producer: 1 },
      );
    await h.adapter.handle(status(0, "10'", stats([0, 0], [1, 0])));
    await h.adapter.handle(status(1, "34'", stats([0, 1], [2, 3])));
    await vi.waitFor(() => expect(h.published.some((p) => p.delta.timeline?.length)).toBe(true));
    const event = h.adapter.catalogue.event(MATCH, 'en')!;
    const timeline = [
      { kind: 'goal', team: 'home', minute: 34, score: [1, 0] },
      { kind: 'yellow_card', team: 'away', minute: 34 },
    ];
    expect(event.live).toEqual({
      home: 1,
      away: 0,
      clock: "34'",
      periods: [[1, 0]],
      statistics: stats([0, 1], [2, 3]),
    });
    expect(event.timeline).toEqual(timeline);
    // Lists carry no timeline; a restart finds it in the row.
    const list = h.adapter.catalogue.events({ take: 10, skip: 0 }, 'en');
    expect(list.items[0]).not.toHaveProperty('timeline');
    const row = await t.db.selectFrom('sb_event').select('live').executeTakeFirstOrThrow();
    expect(row.live?.timeline).toEqual(timeline);
    const pushed = h.published.filter((p) => p.delta.timeline);
    expect(pushed.map((p) => p.delta.timeline)).toEqual([[], timeline]);
    expect(pushed.at(-1)!.delta.live).not.toHaveProperty('timeline');
    // A clock-only update pushes no timeline again.
    h.published.length = 0;
    await h.adapter.handle(status(1, "35'", stats([0, 1], [2, 3])));
    await vi.waitFor(() => expect(h.published.length).toBeGreaterThan(0), { timeout: 1000 });
    expect(h.published.every((p) => p.delta.timeline === undefined)).toBe(true);
  });

  it('rebuilds the fixtures after a restart and recovers both producers, markets suspended until the snapshot', async () => {
    h = await startAdapter(t.db);
    await h.adapter.handle(fixture(MATCH, { home: 'Beşiktaş' }));
    await h.adapter.handle(odds([1800, 3400, 4200]));
    await h.adapter.handle(envelope('alive', { subscribed: true }, { producer: 3, ts: T0 + 9_000 }));
    await h.adapter.stop();

    h = await startAdapter(t.db, { clock: h.clock });
    // startAdapter completed both recoveries without a replay: no odds yet, the fixture is there.
    expect(h.recoveries.map((r) => [r.producer, r.after])).toEqual([
      [1, 0],
      [3, T0 + 9_000],
    ]);
    expect(h.adapter.catalogue.event(MATCH, 'en')).toMatchObject({ home: 'Beşiktaş', markets: [] });
  });

  it("keeps an outright's name in both languages over a restart", async () => {
    const urn = 'sr:simple_tournament:1';
    const name = { tr: 'Süper Lig 2026/27 Şampiyonu', en: 'Süper Lig 2026/27 winner' };
    const body = (fixture(MATCH) as Extract<FeedEnvelope, { type: 'fixture_change' }>).body;
    const outright = { ...body.fixture, kind: 'outright' as const, home: { urn: '', name: name.tr }, name };
    h = await startAdapter(t.db);
    await h.adapter.handle(envelope('fixture_change', { ...body, fixture: outright }, { event: urn }));
    await h.adapter.stop();

    h = await startAdapter(t.db, { clock: h.clock });
    expect(h.adapter.catalogue.event(urn, 'tr')?.home).toBe(name.tr);
    expect(h.adapter.catalogue.event(urn, 'en')?.home).toBe(name.en);
  });

  it('coalesces pushes to at most one per PUSH_INTERVAL_MS per event, carrying the latest state', async () => {
    h = await startAdapter(t.db);
    await h.adapter.handle(fixture(MATCH));
    h.published.length = 0;
    // Virtual time: the pusher's clock and its timers move only when the test moves them, so the
    // ten changes fall in one interval however slow the machine is.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const step = async (ms: number) => {
      h.clock.advance(ms);
      await vi.advanceTimersByTimeAsync(ms);
    };
    try {
      for (let i = 0; i < 10; i++) {
        await h.adapter.handle(odds([1800 + i * 10, 3400, 4200], { ts: T0 + i }));
        await step(PUSH_INTERVAL_MS / 25);
      }
      await step(PUSH_INTERVAL_MS * 1.6);
    } finally {
      vi.useRealTimers();
    }
    const sent = h.published;
    // The first change goes out at once; the other nine wait for the interval's end, together.
    expect(sent).toHaveLength(2);
    expect(sent[1]!.at - sent[0]!.at).toBe(PUSH_INTERVAL_MS);
    const last = sent.at(-1)!;
    expect(last.topics).toEqual([`event:${MATCH}`]);
    expect(last.delta.markets).toEqual([
      {
        id: 1,
        specifiers: '',
        status: 'active',
        version: h.adapter.catalogue.line(MATCH, 1, '')!.version,
        prev: sent.at(-2)!.delta.markets[0]!.version,
        outcomes: [
          { id: '1', odds: 1.89, active: true },
          { id: '2', odds: 3.4, active: true },
          { id: '3', odds: 4.2, active: true },
        ],
      },
    ]);
  });

  it('publishes live events to the live topics too', async () => {
    h = await startAdapter(t.db);
    await h.adapter.handle(fixture(MATCH));
    h.published.length = 0;
    const status = { status: 1, home: 0, away: 0, clock: "1'", periods: [] };
    await h.adapter.handle(
      envelope('odds_change', { eventStatus: status, markets: [x12([1800, 3400, 4200])] }, { producer: 1 }),
    );
    expect(h.published[0]!.topics).toEqual([`event:${MATCH}`, 'live:soccer', 'live:all']);
    expect(h.published[0]!.delta).toMatchObject({ eventId: MATCH, status: 'live', live: { clock: "1'" } });
  });
});
