import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventsPage, type SportsEvent, type SportSummary } from '@lalebet/shared';
import { createTestApp, type TestApp, testDatabases } from '../../../test/harness.ts';
import { memoryTransport } from '../../../infra/feed/memory-transport.ts';
import type { FeedTransport } from '../../../lib/feed/envelope.ts';
import { sportsbookFeedPlugin } from './feed.plugin.ts';
import { envelope, fixture, recordingSink, T0, total, x12 } from './test-kit.ts';
import { setOption } from '../../../test/accounts.ts';

const HOUR = 3_600_000;

describe.each(testDatabases())('sportsbook catalogue routes on %s', (kind) => {
  let t: TestApp;
  let feed: FeedTransport;
  beforeAll(async () => {
    feed = memoryTransport((err) => {
      throw err;
    });
    // The feed answers a recovery at once with an empty snapshot.
    const recovery = {
      requestRecovery: async (producer: 1 | 3, _after: number, requestId: number) => {
        void feed.publish(envelope('snapshot_complete', {}, { producer, requestId }));
      },
    };
    t = await createTestApp(kind, {
      sportsbook: false,
      beforeReady: (app) => {
        app.register(sportsbookFeedPlugin, { transport: feed, recovery, sink: recordingSink().sink });
      },
    });
    const at = (h: number) => new Date(T0 + h * HOUR).toISOString();
    await feed.publish(fixture('sr:match:1', { home: 'Fenerbahçe', away: 'Galatasaray', startTime: at(5) }));
    await feed.publish(fixture('sr:match:2', { home: 'Beşiktaş', away: 'Trabzonspor', startTime: at(2) }));
    await feed.publish(
      fixture('sr:match:3', {
        home: 'Arsenal',
        away: 'Chelsea',
        startTime: at(1),
        tournament: 'Premier League',
      }),
    );
    await feed.publish(
      fixture('sr:match:4', {
        sport: 'basketball',
        home: 'Anadolu Efes',
        away: 'Fenerbahçe Beko',
        startTime: at(3),
      }),
    );
    for (const id of ['sr:match:1', 'sr:match:2', 'sr:match:3'])
      await feed.publish(
        envelope(
          'odds_change',
          { markets: [x12([1800, 3400, 4200]), total('2.5', 1900, 1850)] },
          { event: id },
        ),
      );
    const live = { status: 1, home: 2, away: 1, clock: "67'", periods: [[1, 1]] as [number, number][] };
    await feed.publish(
      envelope(
        'odds_change',
        { eventStatus: live, markets: [x12([1300, 4800, 9000])] },
        { event: 'sr:match:1', producer: 1 },
      ),
    );
  }, 180_000);
  afterAll(() => t?.close());

  const get = async <T>(url: string, locale = 'tr') => {
    const res = await t.app.inject({ method: 'GET', url, headers: { 'x-locale': locale } });
    return { status: res.statusCode, body: res.json() as { success: boolean; data: T; code?: string } };
  };

  it('lists sports with counts, Süper Lig first in Turkish', async () => {
    const { status, body } = await get<SportSummary[]>('/api/sportsbook/sports');
    expect(status).toBe(200);
    expect(body.data.map((s) => [s.sport, s.name, s.eventCount])).toEqual([
      ['soccer', 'Futbol', 3],
      ['basketball', 'Basketbol', 1],
    ]);
    expect(body.data[0]!.tournaments.map((x) => [x.name, x.eventCount])).toEqual([
      ['Süper Lig', 2],
      ['Premier League', 1],
    ]);
    const live = await get<SportSummary[]>('/api/sportsbook/sports?live=true', 'en');
    expect(live.body.data).toEqual([
      {
        sport: 'soccer',
        name: 'Football',
        eventCount: 1,
        tournaments: [{ id: 'sr:tournament:52', name: 'Super Lig', country: 'TR', eventCount: 1 }],
      },
    ]);
  });

  it('lists events live first then by start time, each with its main market only', async () => {
    const { body } = await get<EventsPage>('/api/sportsbook/events');
    expect(body.data.total).toBe(4);
    expect(body.data.items.map((e) => e.id)).toEqual([
      'sr:match:1',
      'sr:match:3',
      'sr:match:2',
      'sr:match:4',
    ]);
    const first = body.data.items[0]!;
    expect(first).toMatchObject({ status: 'live', live: { home: 2, away: 1, clock: "67'" }, marketCount: 2 });
    expect(first.markets).toEqual([
      {
        id: 1,
        specifiers: '',
        name: 'Maç Sonucu',
        group: 'main',
        status: 'active',
        outcomes: [
          { id: '1', name: '1', odds: 1.3, active: true },
          { id: '2', name: 'X', odds: 4.8, active: true },
          { id: '3', name: '2', odds: 9, active: true },
        ],
      },
    ]);
    // An event without prices yet is listed with no market.
    expect(body.data.items[3]).toMatchObject({ sport: 'basketball', markets: [], marketCount: 0 });
  });

  it('filters by sport, tournament, live, time and page', async () => {
    const ids = async (query: string) =>
      (await get<EventsPage>(`/api/sportsbook/events?${query}`)).body.data.items.map((e) => e.id);
    expect(await ids('sport=basketball')).toEqual(['sr:match:4']);
    expect(await ids('tournament=sr:tournament:17')).toEqual(['sr:match:3']);
    expect(await ids('live=true')).toEqual(['sr:match:1']);
    expect(await ids('live=false&sport=soccer')).toEqual(['sr:match:3', 'sr:match:2']);
    const from = new Date(T0 + 1.5 * HOUR).toISOString();
    const to = new Date(T0 + 4 * HOUR).toISOString();
    expect(await ids(`from=${from}&to=${to}`)).toEqual(['sr:match:2', 'sr:match:4']);
    // A player's favourite matches: only these, in list order; unknown ids match nothing.
    expect(await ids('ids=sr:match:4,sr:match:999,sr:match:1')).toEqual(['sr:match:1', 'sr:match:4']);
    expect(await ids('ids=sr:match:2&live=false&sport=soccer')).toEqual(['sr:match:2']);
    const tooMany = Array.from({ length: 101 }, (_, i) => `sr:match:${i}`).join(',');
    expect((await get(`/api/sportsbook/events?ids=${tooMany}`)).status).toBe(400);
    expect((await get('/api/sportsbook/events?ids=a%20b')).status).toBe(400);
    const page = await get<EventsPage>('/api/sportsbook/events?skip=1&take=2');
    expect([page.body.data.total, page.body.data.items.map((e) => e.id)]).toEqual([
      4,
      ['sr:match:3', 'sr:match:2'],
    ]);
  });

  it('searches team names regardless of case and Turkish letters', async () => {
    for (const search of ['fenerbahce', 'FENERBAHÇE', 'Fenerbahçe'])
      expect(
        (
          await get<EventsPage>(`/api/sportsbook/events?search=${encodeURIComponent(search)}`)
        ).body.data.items.map((e) => e.id),
      ).toEqual(['sr:match:1', 'sr:match:4']);
    const besiktas = await get<EventsPage>('/api/sportsbook/events?search=BESIKTAS');
    expect(besiktas.body.data.items.map((e) => e.id)).toEqual(['sr:match:2']);
  });

  it('answers one event with all its markets in group order, in the asked language', async () => {
    const { status, body } = await get<SportsEvent>('/api/sportsbook/events/sr:match:2', 'en');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: 'sr:match:2',
      tournament: { id: 'sr:tournament:52', name: 'Super Lig', country: 'TR' },
      home: 'Beşiktaş',
      status: 'not_started',
      live: null,
      marketCount: 2,
    });
    expect(body.data.markets.map((m) => [m.name, m.group, m.outcomes.map((o) => o.name)])).toEqual([
      ['Match result', 'main', ['1', 'X', '2']],
      ['Total 2.5', 'goals', ['Over', 'Under']],
    ]);
  });

  it('carries live statistics on lists and the event, and the timeline on the event only', async () => {
    const status = (home: number, clock: string, yellowCards: [number, number]) => ({
      status: 1,
      home,
      away: 1,
      clock,
      periods: [
        [1, 1],
        [home - 1, 0],
      ] as [number, number][],
      statistics: { yellowCards, redCards: [0, 0] as [number, number], corners: [4, 2] as [number, number] },
    });
    await feed.publish(
      envelope(
        'odds_change',
        { eventStatus: status(2, "70'", [1, 0]), markets: [] },
        { event: 'sr:match:1', producer: 1 },
      ),
    );
    await feed.publish(
      envelope(
        'odds_change',
        { eventStatus: status(3, "81'", [1, 1]), markets: [] },
        { event: 'sr:match:1', producer: 1 },
      ),
    );
    const one = await get<SportsEvent>('/api/sportsbook/events/sr:match:1');
    expect(one.body.data.live).toEqual({
      home: 3,
      away: 1,
      clock: "81'",
      periods: [
        [1, 1],
        [2, 0],
      ],
      statistics: { yellowCards: [1, 1], redCards: [0, 0], corners: [4, 2] },
    });
    expect(one.body.data.timeline).toEqual([
      { kind: 'yellow_card', team: 'home', minute: 70 },
      { kind: 'goal', team: 'home', minute: 81, score: [3, 1] },
      { kind: 'yellow_card', team: 'away', minute: 81 },
    ]);
    const list = await get<EventsPage>('/api/sportsbook/events?live=true');
    expect(list.body.data.items[0]!.live?.statistics).toEqual({
      yellowCards: [1, 1],
      redCards: [0, 0],
      corners: [4, 2],
    });
    expect(list.body.data.items[0]).not.toHaveProperty('timeline');
  });

  it('answers 404 for an unknown event and a validation envelope for a bad query', async () => {
    const missing = await get('/api/sportsbook/events/sr:match:999');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, code: 'NOT_FOUND', data: null });
    const bad = await get('/api/sportsbook/events?take=0&sport=chess');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect((bad.body as unknown as { errors: { path: string }[] }).errors.map((e) => e.path).sort()).toEqual([
      'querystring.sport',
      'querystring.take',
    ]);
  });

  it("carries each event's MBS: the sport's option, a tournament's own over it (ADR 070)", async () => {
    const mbs = async () =>
      Object.fromEntries(
        (await get<EventsPage>('/api/sportsbook/events')).body.data.items.map((e) => [e.id, e.mbs]),
      );
    expect(await mbs()).toMatchObject({ 'sr:match:2': 1, 'sr:match:3': 1, 'sr:match:4': 1 });
    await setOption(t.db, 'sportsbook.mbs.soccer', '3');
    await setOption(t.db, 'sportsbook.mbs.tournament.sr:tournament:17', '2');
    // Süper Lig (52) takes soccer's 3, the Premier League (17) its own 2, basketball the fallback 1.
    expect(await mbs()).toMatchObject({ 'sr:match:2': 3, 'sr:match:3': 2, 'sr:match:4': 1 });
    const one = await get<SportsEvent>('/api/sportsbook/events/sr:match:3');
    expect(one.body.data.mbs).toBe(2);
    await setOption(t.db, 'sportsbook.mbs.soccer', '1');
    await setOption(t.db, 'sportsbook.mbs.tournament.sr:tournament:17', '');
  });
});
