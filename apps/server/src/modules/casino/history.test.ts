import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../../test/accounts.ts';
import { testDatabases } from '../../test/harness.ts';
import { type CasinoTestApp, createCasinoTestApp } from './test-kit.ts';

describe.each(testDatabases())('POST /api/casino/gamehistory on %s', (kind) => {
  let t: CasinoTestApp;
  beforeAll(async () => {
    t = await createCasinoTestApp(kind);
  });
  afterAll(() => t.close());

  async function customerWithRounds(n: number) {
    const me = await signUp(t.app);
    const { id } = await t.db
      .selectFrom('customer')
      .select('id')
      .where('username', '=', me.username)
      .executeTakeFirstOrThrow();
    const base = Date.parse('2026-11-20T12:00:00Z');
    await t.db
      .insertInto('game_round')
      .values(
        Array.from({ length: n }, (_, i) => ({
          provider: 'hub88',
          round: `r-${me.username}-${i}`,
          customer_id: id,
          game_code: i === 0 ? 'unknown_game' : 'sg15_aviator',
          currency: 'TRY',
          stake: BigInt(100 * (i + 1)),
          win: i % 2 ? 250n : 0n,
          bets: 1,
          status: 'closed' as const,
          started_at: new Date(base + i * 3_600_000),
          updated_at: new Date(base + i * 3_600_000 + 1000),
        })),
      )
      .execute();
    return me;
  }

  it('lists my rounds newest first with lira amounts, the game and its studio', async () => {
    const me = await customerWithRounds(5);
    await customerWithRounds(2); // someone else's
    const res = await call(t.app, 'casino/gamehistory', { skip: 0, take: 20 }, { token: me.token });
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data;
    expect(total).toBe(5);
    expect(items.map((r: { roundId: string }) => r.roundId)).toEqual(
      [4, 3, 2, 1, 0].map((i) => `r-${me.username}-${i}`),
    );
    expect(items[1]).toEqual({
      roundId: `r-${me.username}-3`,
      gameCode: 'sg15_aviator',
      gameName: 'Aviator',
      providerName: 'Skyward Games',
      stake: 4,
      win: 2.5,
      net: -1.5,
      currency: 'TRY',
      status: 'closed',
      startedAt: '2026-11-20T15:00:00.000Z',
      updatedAt: '2026-11-20T15:00:01.000Z',
    });
    // A game the catalogue no longer has still shows, under its code.
    expect(items[4]).toMatchObject({ gameName: 'unknown_game', providerName: 'hub88' });
  });

  it('pages with skip/take and filters by date (from inclusive, to exclusive)', async () => {
    const me = await customerWithRounds(5);
    const page = (body: object) =>
      call(t.app, 'casino/gamehistory', body, { token: me.token }).then((r) => r.json().data);
    const second = await page({ skip: 2, take: 2 });
    expect(second.total).toBe(5);
    expect(second.items.map((r: { roundId: string }) => r.roundId)).toEqual([
      `r-${me.username}-2`,
      `r-${me.username}-1`,
    ]);
    const ranged = await page({ from: '2026-11-20T13:00:00Z', to: '2026-11-20T15:00:00+00:00' });
    expect(ranged.total).toBe(2);
    expect(ranged.items.map((r: { roundId: string }) => r.roundId)).toEqual([
      `r-${me.username}-2`,
      `r-${me.username}-1`,
    ]);
    expect((await page({})).items).toHaveLength(5);
  });

  it('needs a session and valid dates', async () => {
    expect((await call(t.app, 'casino/gamehistory', {})).statusCode).toBe(401);
    const { token } = await signUp(t.app);
    expect((await call(t.app, 'casino/gamehistory', { from: 'yesterday' }, { token })).statusCode).toBe(400);
    expect((await call(t.app, 'casino/gamehistory', { take: 101 }, { token })).statusCode).toBe(400);
  });
});
