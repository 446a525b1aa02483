import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultsPage } from '@lalebet/shared';
import { createTestApp, type TestApp, testDatabases } from '../../../test/harness.ts';
import { memoryTransport } from '../../../infra/feed/memory-transport.ts';
import type { FeedBodies, FeedEnvelope, FeedTransport } from '../../../lib/feed/envelope.ts';
import { sportsbookFeedPlugin } from './feed.plugin.ts';
import { envelope, fixture, recordingSink, T0 } from './test-kit.ts';

const HOUR = 3_600_000;
const at = (h: number) => new Date(T0 + h * HOUR).toISOString();
/** An odds_change carrying only the event's status (EVENT_STATUS_CODES index) and score. */
const state = (event: string, status: number, home: number, away: number, periods: [number, number][] = []) =>
  envelope(
    'odds_change',
    { eventStatus: { status, home, away, clock: '', periods }, markets: [] },
    { event, producer: 1 },
  );
/** The same fixture, now cancelled (UOF fixture_change type 3). */
const cancel = (f: FeedEnvelope) =>
  ({
    ...f,
    ts: T0 + 1,
    body: { ...(f.body as FeedBodies['fixture_change']), changeType: 3 },
  }) as FeedEnvelope;
const ENDED = 3;
const CLOSED = 4;
const LIVE = 1;

describe.each(testDatabases())('sportsbook results route on %s', (kind) => {
  let t: TestApp;
  let feed: FeedTransport;
  const send = async (...messages: FeedEnvelope[]) => {
    for (const m of messages) await feed.publish(m);
  };
  beforeAll(async () => {
    feed = memoryTransport((err) => {
      throw err;
    });
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
    await send(
      fixture('sr:match:1', { home: 'Fenerbahçe', away: 'Galatasaray', startTime: at(-2) }),
      fixture('sr:match:2', {
        home: 'Arsenal',
        away: 'Chelsea',
        startTime: at(-1),
        tournament: 'Premier League',
      }),
      fixture('sr:match:3', {
        sport: 'basketball',
        home: 'Anadolu Efes',
        away: 'Fenerbahçe Beko',
        startTime: at(-3),
      }),
      fixture('sr:match:4', { home: 'Beşiktaş', away: 'Trabzonspor', startTime: at(-26) }),
      fixture('sr:match:5', { home: 'Göztepe', away: 'Samsunspor', startTime: at(-0.5) }),
      fixture('sr:match:6', { home: 'Rizespor', away: 'Kasımpaşa', startTime: at(3) }),
      fixture('sr:match:7', { home: 'Alanyaspor', away: 'Antalyaspor', startTime: at(-2.5) }),
      fixture('sr:match:8', { home: 'Kayserispor', away: 'Sivasspor', startTime: at(-4) }),
      state('sr:match:1', LIVE, 1, 0, [[1, 0]]),
      state('sr:match:1', ENDED, 2, 1, [
        [1, 0],
        [1, 1],
      ]),
      state('sr:match:2', CLOSED, 0, 0, [
        [0, 0],
        [0, 0],
      ]),
      state('sr:match:3', ENDED, 88, 80, [
        [20, 22],
        [25, 18],
        [21, 20],
        [22, 20],
      ]),
      // Cancelled while in play: the score at the time is no final score.
      state('sr:match:4', LIVE, 1, 0),
      cancel(fixture('sr:match:4', { home: 'Beşiktaş', away: 'Trabzonspor', startTime: at(-26) })),
      state('sr:match:5', LIVE, 0, 0),
      // Ended, then the feed took it back (a correction): it is in play again, not a result.
      state('sr:match:7', ENDED, 3, 3),
      state('sr:match:7', LIVE, 3, 3),
      state('sr:match:8', 9, 0, 1),
    );
  }, 180_000);
  afterAll(() => t?.close());

  const get = async <T = ResultsPage>(query: string, locale = 'tr') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/sportsbook/results${query}`,
      headers: { 'x-locale': locale },
    });
    return {
      status: res.statusCode,
      body: res.json() as {
        success: boolean;
        data: T;
        code?: string;
        errors?: { path: string; message: string }[];
      },
    };
  };
  const ids = async (query: string) => (await get(query)).body.data.items.map((e) => e.id);

  it('lists finished matches newest first with their final scores, no login needed', async () => {
    const { status, body } = await get('', 'en');
    expect(status).toBe(200);
    expect(body.data.total).toBe(5);
    expect(body.data.items.map((e) => [e.id, e.status])).toEqual([
      ['sr:match:2', 'closed'],
      ['sr:match:1', 'ended'],
      ['sr:match:3', 'ended'],
      ['sr:match:8', 'abandoned'],
      ['sr:match:4', 'cancelled'],
    ]);
    expect(body.data.items[1]).toEqual({
      id: 'sr:match:1',
      sport: 'soccer',
      tournament: { id: 'sr:tournament:52', name: 'Super Lig', country: 'TR' },
      home: 'Fenerbahçe',
      away: 'Galatasaray',
      startTime: at(-2),
      status: 'ended',
      score: {
        home: 2,
        away: 1,
        periods: [
          [1, 0],
          [1, 1],
        ],
      },
    });
    // Cancelled and abandoned matches are listed, without a score.
    expect(body.data.items.slice(3).map((e) => e.score)).toEqual([null, null]);
  });

  it('names the leagues in the asked language, Turkish ones first for Turkish readers', async () => {
    const tr = (await get('')).body.data;
    expect(tr.items[1]!.tournament.name).toBe('Süper Lig');
    expect(tr.tournaments).toEqual([
      { id: 'sr:tournament:52', name: 'Süper Lig', country: 'TR', eventCount: 4 },
      { id: 'sr:tournament:17', name: 'Premier League', country: 'GB', eventCount: 1 },
    ]);
  });

  it('filters by sport, league and start time, and pages with the total', async () => {
    expect(await ids('?sport=basketball')).toEqual(['sr:match:3']);
    expect(await ids('?tournament=sr:tournament:17')).toEqual(['sr:match:2']);
    expect(await ids(`?from=${at(-3.5)}&to=${at(-1.5)}`)).toEqual(['sr:match:1', 'sr:match:3']);
    expect(await ids(`?from=${encodeURIComponent('2026-11-27T12:30:00+03:00')}`)).toEqual([
      'sr:match:2',
      'sr:match:1',
    ]);
    const page = await get('?skip=1&take=2');
    expect([page.body.data.total, page.body.data.items.map((e) => e.id)]).toEqual([
      5,
      ['sr:match:1', 'sr:match:3'],
    ]);
    // The league choices ignore the chosen league, so the player can switch to another.
    const league = await get('?sport=soccer&tournament=sr:tournament:17');
    expect([league.body.data.total, league.body.data.tournaments.map((l) => l.eventCount)]).toEqual([
      1,
      [3, 1],
    ]);
    expect((await get('?sport=tennis')).body.data).toEqual({ items: [], total: 0, tournaments: [] });
  });

  it('lists a match taken back into play once it ends again', async () => {
    expect(await ids('')).not.toContain('sr:match:7');
    await send(state('sr:match:7', ENDED, 4, 3));
    const { body } = await get('?take=100');
    expect(body.data.total).toBe(6);
    expect(body.data.items.find((e) => e.id === 'sr:match:7')?.score).toMatchObject({ home: 4, away: 3 });
  });

  it('answers a validation envelope in the asked language for a bad query', async () => {
    const bad = await get('?take=101&sport=chess&from=yesterday', 'en');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const byPath = Object.fromEntries(bad.body.errors!.map((e) => [e.path, e.message]));
    expect(byPath).toEqual({
      'querystring.take': expect.any(String),
      'querystring.sport': 'Choose one of the options.',
      'querystring.from': 'This value is not valid.',
    });
    const tr = await get('?sport=chess', 'tr');
    expect(tr.body.errors).toEqual([
      expect.objectContaining({ path: 'querystring.sport', message: 'Seçeneklerden birini seçin.' }),
    ]);
    const reversed = await get(`?from=${at(0)}&to=${at(-1)}`, 'en');
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toEqual([
      expect.objectContaining({ path: 'querystring.to', message: expect.stringContaining('end date') }),
    ]);
  });
});
