import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';

describe.each(testDatabases())('POST /api/transaction/topwinners on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  const post = async (payload: object) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/transaction/topwinners', payload });
    return { status: res.statusCode, body: res.json() };
  };

  it('lists 40 slot winners with masked names and integer minor units (demo wins while no real ones)', async () => {
    const { status, body } = await post({ isLive: false, count: 40 });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(40);
    for (const w of body.data) {
      expect(Object.keys(w).sort()).toEqual(['amount', 'currencySymbol', 'game', 'image', 'name']);
      expect(Number.isInteger(w.amount) && w.amount > 0).toBe(true);
      expect(w.name).toMatch(/^\p{L}{1,2}\*\*\*\p{L}?$/u);
      expect(w.image).toMatch(/^\/media\/games\/[a-z0-9-]+\.svg$/);
      expect(w.currencySymbol).toBe('₺');
    }
  });

  it('orders by newest first and keeps live and slot feeds apart', async () => {
    const rows = await t.db
      .selectFrom('top_winner')
      .select(['game', 'amount', 'is_live'])
      .orderBy('created_at', 'desc')
      .execute();
    const newestLive = rows.filter((r) => r.is_live).slice(0, 3);
    const { body } = await post({ isLive: true, count: 3 });
    expect(body.data.map((w: { game: string; amount: number }) => [w.game, w.amount])).toEqual(
      newestLive.map((r) => [r.game, Number(r.amount)]),
    );
    const liveGames = new Set(rows.filter((r) => r.is_live).map((r) => r.game));
    expect(body.data.every((w: { game: string }) => liveGames.has(w.game))).toBe(true);
  });

  it('returns amounts exactly as stored, however large', async () => {
    await t.db
      .insertInto('top_winner')
      .values({
        image: '/media/games/aviator.svg',
        game: 'Aviator',
        masked_name: 'Ze***p',
        amount: 123_456_789_01n,
        currency_symbol: '₺',
        is_live: true,
      })
      .execute();
    const { body } = await post({ isLive: true, count: 1 });
    expect(body.data[0]).toEqual({
      image: '/media/games/aviator.svg',
      game: 'Aviator',
      name: 'Ze***p',
      amount: 12_345_678_901,
      currencySymbol: '₺',
    });
  });
});

describe.each(testDatabases())('top winners from real game rounds on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  it('puts the biggest real wins of 30 days first, names masked, then fills with demo wins', async () => {
    const me = await signUp(t.app, { name: 'Şükriye' });
    const { id } = await t.db
      .selectFrom('customer')
      .select('id')
      .where('username', '=', me.username)
      .executeTakeFirstOrThrow();
    const game = (code: string) =>
      t.db
        .selectFrom('casino_game')
        .select(['game_code', 'name', 'image_url'])
        .where('game_code', '=', code)
        .executeTakeFirstOrThrow();
    const aviator = await t.db
      .selectFrom('casino_game')
      .select(['game_code', 'name', 'image_url'])
      .where('name', '=', 'Aviator')
      .executeTakeFirstOrThrow();
    const live = await t.db
      .selectFrom('casino_game')
      .select('game_code')
      .where('is_live', '=', true)
      .executeTakeFirstOrThrow();
    const now = Date.now();
    const round = (n: number, code: string, win: bigint, daysAgo: number) => ({
      provider: 'hub88',
      round: `win-${me.username}-${n}`,
      customer_id: id,
      game_code: code,
      currency: 'TRY',
      stake: 1_000n,
      win,
      bets: 1,
      status: 'closed' as const,
      started_at: new Date(now - daysAgo * 86_400_000),
      updated_at: new Date(now - daysAgo * 86_400_000),
    });
    await t.db
      .insertInto('game_round')
      .values([
        round(1, aviator.game_code, 50_000n, 1),
        round(2, aviator.game_code, 900_000n, 2),
        round(3, aviator.game_code, 99_000_000n, 31), // too old
        round(4, aviator.game_code, 0n, 0), // a loss
        round(5, live.game_code, 70_000_000n, 0), // live: the other feed
      ])
      .execute();

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transaction/topwinners',
      payload: { isLive: false, count: 40 },
    });
    const data = res.json().data as {
      image: string;
      game: string;
      name: string;
      amount: number;
      currencySymbol: string;
    }[];
    expect(data).toHaveLength(40);
    expect(data.slice(0, 2)).toEqual([
      { image: aviator.image_url, game: 'Aviator', name: 'Şü***e', amount: 900_000, currencySymbol: '₺' },
      { image: aviator.image_url, game: 'Aviator', name: 'Şü***e', amount: 50_000, currencySymbol: '₺' },
    ]);
    const demo = await t.db
      .selectFrom('top_winner')
      .select('game')
      .where('is_live', '=', false)
      .orderBy('created_at', 'desc')
      .limit(38)
      .execute();
    expect(data.slice(2).map((w) => w.game)).toEqual(demo.map((d) => d.game));

    const liveFeed = await t.app.inject({
      method: 'POST',
      url: '/api/transaction/topwinners',
      payload: { isLive: true, count: 1 },
    });
    expect(liveFeed.json().data[0]).toMatchObject({
      amount: 70_000_000,
      name: 'Şü***e',
      game: (await game(live.game_code)).name,
    });
  });
});
