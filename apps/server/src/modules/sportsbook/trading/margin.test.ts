import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../../../test/accounts.ts';
import { roleToken } from '../../../test/staff.ts';
import { customerIdOf } from '../../../test/customers.ts';
import { fund } from '../../../test/ledger.ts';
import { type TestApp, testDatabases } from '../../../test/harness.ts';
import { place, single } from '../bets/place/test-kit.ts';
import { envelope, fixture, startAdapter, total, x12 } from '../feed/test-kit.ts';
import { until } from '../feed-run.test-kit.ts';
import { createDeskApp, playerStatus } from './desk.test-kit.ts';
import { createMarginRegistry } from './margin-registry.ts';

/**
 * The desk's margins (docs/decisions/087-margins-and-obvious-error.md): players see and book the
 * feed's prices re-priced by the most specific setting; clearing it gives the feed's back.
 */
describe.each(testDatabases())('margins (%s)', (kind) => {
  let t: TestApp & Awaited<ReturnType<typeof createDeskApp>>;
  let trader: string;
  let player: { id: bigint; token: string };
  const EVENT = 'sr:match:8701';
  const FEED: [number, number, number] = [1850, 3400, 4200];
  const margin = (body: object, token = trader, locale?: 'tr' | 'en') =>
    call(t.app, 'admin/sportsbook/margins', body, { token, method: 'PUT', locale });
  const odds = async (marketId = 1) =>
    (await playerStatus(t.app, EVENT, marketId))!.outcomes.map((o) => o.odds);
  // The formula of the ADR, written out again: k = 1 + bp / 10 000 / max(book, 1), rounded down.
  const expected = (feed: number[], bp: number) => {
    const book = feed.reduce((s, o) => s + 1000 / o, 0);
    const k = 1 + bp / 10_000 / Math.max(book, 1);
    return feed.map((o) => Math.floor(o / k + 1e-9) / 1000);
  };

  beforeAll(async () => {
    t = await createDeskApp(kind);
    trader = await roleToken(t.app, t.db, 'trading');
    const who = await signUp(t.app);
    player = { id: await customerIdOf(t.db, who.username as string), token: who.token };
    await fund(t.db, player.id, 100_000n);
    await t.publish(fixture(EVENT, { startTime: new Date(Date.now() + 3_600_000).toISOString() }));
    const markets = [x12(FEED), total('2.5', 1900, 1900)];
    await t.publish(envelope('odds_change', { markets }, { event: EVENT, ts: Date.now() }));
  }, 180_000);
  afterAll(() => t.close());

  it('refuses callers without sportsbook:trade, and a margin out of bounds or of an unknown sport', async () => {
    const support = await roleToken(t.app, t.db, 'support');
    const body = { scope: 'sport', key: 'soccer', marginBp: 500, reason: 'Risk yönetimi' };
    expect((await margin(body, support)).statusCode).toBe(403);
    for (const bad of [
      { ...body, marginBp: 2500 },
      { ...body, marginBp: -600 },
      { ...body, key: 'cricket' },
      { ...body, scope: 'market', key: 'bir' },
    ]) {
      const res = await margin(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await odds()).toEqual(FEED.map((o) => o / 1000));
  });

  it('shows and books the re-priced odds; the most specific scope wins; clearing gives the feed’s back', async () => {
    const set = await margin({ scope: 'sport', key: 'soccer', marginBp: 1000, reason: 'Derbi haftası' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.items).toMatchObject([
      { scope: 'sport', key: 'soccer', marginBp: 1000, updatedBy: 'staff-trading' },
    ]);
    const priced = expected(FEED, 1000);
    expect(await odds()).toEqual(priced);
    expect(await odds(18)).toEqual(expected([1900, 1900], 1000));

    // The feed's price is no longer on offer; the shown one books, at that price.
    expect((await place(t, player.token, single(EVENT, FEED[0] / 1000))).statusCode).not.toBe(200);
    const booked = await place(t, player.token, single(EVENT, priced[0]));
    expect(booked.statusCode, booked.body).toBe(200);
    const leg = await t.db
      .selectFrom('sb_bet_leg')
      .select('odds_milli')
      .where('bet_id', '=', booked.json().data.id)
      .executeTakeFirstOrThrow();
    expect(leg.odds_milli).toBe(Math.round(priced[0]! * 1000));

    // The market type's setting beats the sport's; the tournament's sits between.
    await margin({ scope: 'market', key: '1', marginBp: -300, reason: 'Maç sonucu kampanyası' });
    expect(await odds()).toEqual(expected(FEED, -300));
    expect(await odds(18)).toEqual(expected([1900, 1900], 1000));

    // A new feed price is re-priced as it arrives.
    const moved: [number, number, number] = [1700, 3500, 4500];
    await t.publish(
      envelope('odds_change', { markets: [x12(moved)] }, { event: EVENT, ts: Date.now() + 10 }),
    );
    expect(await odds()).toEqual(expected(moved, -300));

    await margin({ scope: 'market', key: '1', marginBp: 0, reason: 'Kampanya bitti' });
    const cleared = await margin({ scope: 'sport', key: 'soccer', marginBp: 0, reason: 'Derbi bitti' });
    expect(cleared.json().data.items).toEqual([]);
    expect(await odds()).toEqual(moved.map((o) => o / 1000));
    expect(await odds(18)).toEqual([1.9, 1.9]);

    const audit = await t.db
      .selectFrom('auth_audit')
      .select('details')
      .where('event', '=', 'sportsbook_margin_set')
      .orderBy('id')
      .execute();
    expect(audit.map((r) => r.details)).toMatchObject([
      { scope: 'sport', key: 'soccer', before: 0, after: 1000, reason: 'Derbi haftası' },
      { scope: 'market', key: '1', before: 0, after: -300 },
      { scope: 'market', key: '1', before: -300, after: 0 },
      { scope: 'sport', key: 'soccer', before: 1000, after: 0 },
    ]);
  });

  it('reaches another process’s catalogue through the table and its change notice', async () => {
    const other = await startAdapter(t.db);
    const registry = createMarginRegistry({
      db: t.db,
      apply: (m) => other.adapter.setMargins(m),
      log: console,
    });
    const stop = registry.listen(t.app.cacheNotices);
    await registry.reload();
    const feed: [number, number, number] = [2000, 3300, 3600];
    await other.adapter.handle(
      envelope('odds_change', { markets: [x12(feed)] }, { event: EVENT, ts: Date.now() + 20 }),
    );
    const list = await call(t.app, 'admin/sportsbook/margins', undefined, { token: trader, method: 'GET' });
    expect(list.json().data.items).toEqual([]);

    await margin({ scope: 'tournament', key: 'sr:tournament:52', marginBp: 800, reason: 'Lig riski yüksek' });
    await t.app.cacheNotices?.fence();
    const want = expected(feed, 800).map((o) => Math.round(o * 1000));
    const seen = await until('the notice re-prices the line', async () => {
      const line = other.adapter.catalogue.line(EVENT, 1, '');
      const now = [...(line?.outcomes.values() ?? [])].map((o) => o.oddsMilli);
      return now[0] === want[0] ? now : undefined;
    });
    expect(seen).toEqual(want);
    stop();
    await other.adapter.stop();
  });
});
