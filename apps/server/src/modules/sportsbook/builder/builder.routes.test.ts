import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuilderMarkets, ERROR_MESSAGES } from '@lalebet/shared';
import { createTestApp, type TestApp, testDatabases } from '../../../test/harness.ts';
import { memoryTransport } from '../../../infra/feed/memory-transport.ts';
import type { FeedMarket, FeedTransport } from '../../../lib/feed/envelope.ts';
import { createCustomBetSim } from '../../../simulators/custom-bet/custom-bet-sim.ts';
import { sportsbookFeedPlugin } from '../feed/feed.plugin.ts';
import { envelope, fixture, recordingSink, T0, total, x12 } from '../feed/test-kit.ts';
import { builderRoutes } from './builder.routes.ts';

const HOUR = 3_600_000;
const market = (id: number, odds: Record<string, number>): FeedMarket => ({
  id,
  specifiers: '',
  status: 1,
  outcomes: Object.entries(odds).map(([o, oddsMilli]) => ({ id: o, oddsMilli, active: true })),
});

describe.each(testDatabases())('bet builder routes on %s', (kind) => {
  let t: TestApp;
  let feed: FeedTransport;
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
        app.register(
          async (api) => {
            const reads = app.sportsbookFeed.catalogue;
            await api.register(
              builderRoutes(
                reads,
                createCustomBetSim(reads.eventLines, () => T0),
              ),
            );
          },
          { prefix: '/api' },
        );
      },
    });
    const at = (h: number) => new Date(T0 + h * HOUR).toISOString();
    for (const id of ['sr:match:1', 'sr:match:2', 'sr:match:3'])
      await feed.publish(fixture(id, { home: 'Fenerbahçe', away: 'Galatasaray', startTime: at(2) }));
    const markets = [
      x12([2100, 3400, 3600]),
      total('2.5', 1900, 1900),
      total('2.25', 1800, 2000),
      market(29, { '74': 1800, '76': 1950 }),
      market(41, { '0:0': 11000, '1:0': 8000, other: 4000 }),
    ];
    await feed.publish(envelope('odds_change', { markets }, { event: 'sr:match:1' }));
    await feed.publish(
      envelope('odds_change', { markets: [x12([2100, 3400, 3600])] }, { event: 'sr:match:2' }),
    );
    const live = { status: 1, home: 0, away: 0, clock: "10'", periods: [] as [number, number][] };
    await feed.publish(
      envelope('odds_change', { eventStatus: live, markets }, { event: 'sr:match:3', producer: 1 }),
    );
  }, 180_000);
  afterAll(() => t?.close());

  const get = async (url: string, locale = 'tr') => {
    const res = await t.app.inject({ method: 'GET', url, headers: { 'x-locale': locale } });
    return { status: res.statusCode, body: res.json() };
  };
  const price = async (body: unknown, locale = 'tr') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sportsbook/builder/price',
      headers: { 'x-locale': locale },
      payload: body as object,
    });
    return { status: res.statusCode, body: res.json() };
  };
  const pick = (marketId: number, specifiers: string, outcomeId: string) => ({
    marketId,
    specifiers,
    outcomeId,
  });

  it('lists the combinable markets, named like the event endpoint', async () => {
    const { status, body } = await get('/api/sportsbook/events/sr:match:1/builder');
    expect(status).toBe(200);
    const data = body.data as BuilderMarkets;
    expect(data.eventId).toBe('sr:match:1');
    expect(data.markets.map((m) => `${m.id}/${m.specifiers}`)).toEqual(['1/', '18/total=2.5', '29/', '41/']);
    const event = await get('/api/sportsbook/events/sr:match:1');
    expect(data.markets[0]).toEqual(event.body.data.markets[0]);
    expect(data.markets[0]!.name).toBe('Maç Sonucu');
    const en = await get('/api/sportsbook/events/sr:match:1/builder', 'en');
    expect(en.body.data.markets[0].name).toBe('Match result');
  });

  it('refuses live events, events with too little and unknown events', async () => {
    const live = await get('/api/sportsbook/events/sr:match:3/builder', 'en');
    expect(live).toMatchObject({ status: 409, body: { code: 'BUILDER_UNAVAILABLE' } });
    expect(live.body.message).toBe(ERROR_MESSAGES.BUILDER_UNAVAILABLE.en);
    const thin = await get('/api/sportsbook/events/sr:match:2/builder');
    expect(thin).toMatchObject({ status: 409, body: { code: 'BUILDER_UNAVAILABLE' } });
    expect(thin.body.message).toBe(ERROR_MESSAGES.BUILDER_UNAVAILABLE.tr);
    expect((await get('/api/sportsbook/events/sr:match:9/builder')).status).toBe(404);
  });

  it('prices picks as one, below the product of their prices when they go together', async () => {
    const { status, body } = await price({
      eventId: 'sr:match:1',
      selections: [pick(1, '', '1'), pick(18, 'total=2.5', '12')],
    });
    expect(status).toBe(200);
    expect(body.data.odds).toBeGreaterThan(1.01);
    expect(body.data.odds).toBeLessThan(2.1 * 1.9);
    expect(Math.round(body.data.odds * 100)).toBe(body.data.odds * 100);
  });

  it('names the conflicting pairs, in the locale', async () => {
    const same = await price(
      { eventId: 'sr:match:1', selections: [pick(1, '', '1'), pick(1, '', '2')] },
      'en',
    );
    expect(same).toMatchObject({
      status: 409,
      body: { code: 'BUILDER_CONFLICT', data: { conflicts: [[0, 1]] } },
    });
    expect(same.body.message).toBe(ERROR_MESSAGES.BUILDER_CONFLICT.en);
    const impossible = await price({
      eventId: 'sr:match:1',
      selections: [pick(29, '', '74'), pick(1, '', '1'), pick(41, '', '0:0')],
    });
    expect(impossible.body).toMatchObject({
      code: 'BUILDER_CONFLICT',
      data: {
        conflicts: [
          [0, 2],
          [1, 2],
        ],
      },
    });
    expect(impossible.body.message).toBe(ERROR_MESSAGES.BUILDER_CONFLICT.tr);
  });

  it('validates the body and refuses what the service does not combine', async () => {
    const one = await price({ eventId: 'sr:match:1', selections: [pick(1, '', '1')] });
    expect(one).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    const seven = await price({ eventId: 'sr:match:1', selections: Array(7).fill(pick(1, '', '1')) });
    expect(seven.status).toBe(400);
    const extra = await price({
      eventId: 'sr:match:1',
      selections: [pick(1, '', '1'), pick(29, '', '74')],
      x: 1,
    });
    expect(extra.status).toBe(400);
    const quarter = await price({
      eventId: 'sr:match:1',
      selections: [pick(1, '', '1'), pick(18, 'total=2.25', '12')],
    });
    expect(quarter).toMatchObject({ status: 409, body: { code: 'BUILDER_UNAVAILABLE' } });
    const live = await price({ eventId: 'sr:match:3', selections: [pick(1, '', '1'), pick(29, '', '74')] });
    expect(live.body.code).toBe('BUILDER_UNAVAILABLE');
  });
});
