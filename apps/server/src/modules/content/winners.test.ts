import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('lists the newest 40 slot winners with masked names and integer minor units', async () => {
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
