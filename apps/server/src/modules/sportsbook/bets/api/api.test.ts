import { COUPON_CODE_PATTERN } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/accounts.ts';
import { testDatabases } from '../../../../test/harness.ts';
import { createBetsApp, place, player, sel, single } from '../place/test-kit.ts';

describe.each(testDatabases())('sportsbook bets API, coupons and settings (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof createBetsApp>>;
  beforeAll(async () => {
    t = await createBetsApp(kind);
  }, 180_000);
  afterAll(() => t.close());

  const get = (url: string, token?: string) => call(t.app, url, undefined, { token });

  it('lists own bets newest first, filtered open or settled, paged; one bet by id, others not found', async () => {
    const me = await player(t, 1000);
    const other = await player(t, 1000);
    t.catalogue.add('r1');
    t.catalogue.add('r2');
    const first = (await place(t, me.token, single('r1'))).json().data;
    const second = (await place(t, me.token, single('r2', 1.85, { stake: 7 }))).json().data;
    const theirs = (await place(t, other.token, single('r1'))).json().data;
    // A settled one, as the settlement writes it.
    await t.db
      .updateTable('sb_bet')
      .set({ status: 'lost', payout: 0n, settled_at: new Date() })
      .where('id', '=', first.id)
      .execute();
    await t.db.updateTable('sb_bet_leg').set({ result: 'lost' }).where('bet_id', '=', first.id).execute();

    const all = (await get('sportsbook/bets', me.token)).json().data;
    expect(all.total).toBe(2);
    expect(all.items.map((b: { id: string }) => b.id)).toEqual([second.id, first.id]);
    const open = (await get('sportsbook/bets?status=open', me.token)).json().data;
    expect(open).toMatchObject({ total: 1, items: [{ id: second.id, stake: 7, status: 'open' }] });
    const settled = (await get('sportsbook/bets?status=settled', me.token)).json().data;
    expect(settled).toMatchObject({
      total: 1,
      items: [{ id: first.id, status: 'lost', payout: 0, legs: [{ result: 'lost' }] }],
    });
    const page = (await get('sportsbook/bets?skip=1&take=1', me.token)).json().data;
    expect(page).toMatchObject({ total: 2, items: [{ id: first.id }] });

    expect((await get(`sportsbook/bets/${second.id}`, me.token)).json().data).toEqual(second);
    const foreign = await get(`sportsbook/bets/${theirs.id}`, me.token);
    expect(foreign.json()).toMatchObject({ code: 'BET_NOT_FOUND' });
    expect(foreign.statusCode).toBe(404);
    expect((await get('sportsbook/bets/not-a-uuid', me.token)).json().code).toBe('BET_NOT_FOUND');
    expect((await get('sportsbook/bets')).statusCode).toBe(401);
  });

  it('coupons: a guest saves a slip under a 6-character code; loading shows odds and state now', async () => {
    t.catalogue.add('c1', [1500, 3000, 4000]);
    t.catalogue.add('c2', [2000, 3000, 4000]);
    const saved = await call(t.app, 'sportsbook/coupons', { selections: [sel('c1', 1.5), sel('c2', 2)] });
    expect(saved.statusCode).toBe(200);
    const { code } = saved.json().data;
    expect(code).toMatch(COUPON_CODE_PATTERN);
    t.catalogue.setOdds('c1', '1', 1600);
    t.catalogue.suspend('c2');
    const loaded = (await get(`sportsbook/coupons/${code}`)).json().data;
    expect(loaded).toEqual({
      code,
      selections: [
        { ...sel('c1', 1.6), active: true },
        { ...sel('c2', 2), active: false },
      ],
    });
    expect((await get('sportsbook/coupons/ZZZZZZ')).json().code).toBe('COUPON_NOT_FOUND');
    expect((await get('sportsbook/coupons/abc')).statusCode).toBe(404);
  });

  it('coupon saving is rate-limited per address', async () => {
    t.catalogue.add('c3');
    const ip = '203.0.113.77';
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      codes.push((await call(t.app, 'sportsbook/coupons', { selections: [sel('c3')] }, { ip })).statusCode);
    }
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it('settings: defaults higher and decimal; saved per customer; sign-in required', async () => {
    const me = await player(t, 0);
    expect((await get('sportsbook/settings', me.token)).json().data).toEqual({
      oddsChange: 'higher',
      oddsFormat: 'decimal',
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/sportsbook/settings',
      payload: { oddsChange: 'none', oddsFormat: 'american' },
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(put.json().data).toEqual({ oddsChange: 'none', oddsFormat: 'american' });
    expect((await get('sportsbook/settings', me.token)).json().data).toEqual({
      oddsChange: 'none',
      oddsFormat: 'american',
    });
    const other = await player(t, 0);
    expect((await get('sportsbook/settings', other.token)).json().data.oddsChange).toBe('higher');
    expect((await get('sportsbook/settings')).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/sportsbook/settings',
      payload: { oddsChange: 'sometimes', oddsFormat: 'decimal' },
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(bad.statusCode).toBe(400);
  });
});
