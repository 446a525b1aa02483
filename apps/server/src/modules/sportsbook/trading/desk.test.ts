import type { PlaceBetRequest } from '@lalebet/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock, controlClock } from '../../../lib/clock.ts';
import { call, setOption, signUp } from '../../../test/accounts.ts';
import { customerIdOf } from '../../../test/customers.ts';
import { type TestApp, testDatabases } from '../../../test/harness.ts';
import { fund } from '../../../test/ledger.ts';
import { roleToken } from '../../../test/staff.ts';
import { place, sel, single } from '../bets/place/test-kit.ts';
import { envelope, fixture, x12 } from '../feed/test-kit.ts';
import { createDeskApp, trade } from './desk.test-kit.ts';

/**
 * The desk's reads against bets placed through the real catalogue (docs/decisions/078-trading-desk.md):
 * the ticker's amounts, risks and actions, the liability per event and outcome, and a live bet
 * decided after its delay on a market a trader suspended meanwhile.
 */
describe.each(testDatabases())('trading desk (%s)', (kind) => {
  let t: TestApp & Awaited<ReturnType<typeof createDeskApp>>;
  let trader: string;
  const EVENT = 'sr:match:7901';
  const LIVE = 'sr:match:7902';
  const players: { id: bigint; token: string }[] = [];
  const ids: string[] = [];

  beforeAll(async () => {
    t = await createDeskApp(kind);
    trader = await roleToken(t.app, t.db, 'trading');
    for (let i = 0; i < 2; i++) {
      const who = await signUp(t.app);
      const id = await customerIdOf(t.db, who.username as string);
      await fund(t.db, id, 100_000n);
      players.push({ id, token: who.token });
    }
    await t.publish(fixture(EVENT, { startTime: new Date(Date.now() + 3_600_000).toISOString() }));
    await t.publish(
      envelope('odds_change', { markets: [x12([1850, 3400, 4200])] }, { event: EVENT, ts: Date.now() }),
    );
    await setOption(t.db, 'sportsbook.ticker.largestake', '15');
    await setOption(t.db, 'sportsbook.ticker.liabilityalarm', '40');
    const bets: [{ token: string }, PlaceBetRequest][] = [
      [players[0]!, single(EVENT, 1.85, { stake: 10 })],
      [players[1]!, single(EVENT, 3.4, { stake: 20, selections: [sel(EVENT, 3.4, '2')] })],
    ];
    for (const [p, body] of bets) {
      const res = await place(t, p.token, body);
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().data.id);
    }
  }, 180_000);
  afterEach(() => clock.reset());
  afterAll(() => t.close());

  it('refuses the desk to staff without sportsbook:view and checks its filters', async () => {
    const support = await roleToken(t.app, t.db, 'support');
    const refused = await call(t.app, 'admin/sportsbook/bets', undefined, { token: support });
    expect(refused.json().code).toBe('FORBIDDEN');
    const bad = await call(t.app, 'admin/sportsbook/bets?take=1000', undefined, {
      token: trader,
      locale: 'tr',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });

  it('lists the bets newest first with amounts in kuruş, names, risks and the void action', async () => {
    const res = await call(t.app, `admin/sportsbook/bets?sport=soccer&tournament=Süper Lig`, undefined, {
      token: trader,
      locale: 'tr',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { items, total } = res.json().data;
    expect(total).toBe(2);
    expect(items.map((b: { id: string }) => b.id)).toEqual([ids[1], ids[0]]);
    expect(items[0]).toMatchObject({
      customerId: Number(players[1]!.id),
      kind: 'single',
      status: 'open',
      live: false,
      stake: '2000',
      totalOdds: 3.4,
      potentialWin: '6800',
      payout: null,
      risks: ['large_stake', 'liability'],
      allowedActions: ['void'],
      legs: [
        {
          eventId: EVENT,
          eventName: 'Fenerbahçe - Galatasaray',
          sport: 'soccer',
          tournament: 'Süper Lig',
          marketName: 'Maç Sonucu',
          outcomeId: '2',
          odds: 3.4,
          status: 'open',
          live: false,
        },
      ],
    });
    expect(items[1]).toMatchObject({ stake: '1000', potentialWin: '1850', risks: [] });
    const mine = await call(
      t.app,
      `admin/sportsbook/bets?customerId=${players[0]!.id}&sort=stake`,
      undefined,
      {
        token: trader,
      },
    );
    expect(mine.json().data.items.map((b: { id: string }) => b.id)).toEqual([ids[0]]);
    const other = await call(t.app, 'admin/sportsbook/bets?tournament=Premier League', undefined, {
      token: trader,
    });
    expect(other.json().data.total).toBe(0);
  });

  it('flags every bet of a player the desk marked sharp', async () => {
    const put = await call(
      t.app,
      `admin/sportsbook/customers/${players[0]!.id}/limits`,
      { stakeFactor: 1, maxPayout: null, sharp: true, reason: 'Keskin oyun' },
      { token: trader, method: 'PUT' },
    );
    expect(put.json().data, put.body).toMatchObject({ status: 'done' });
    const res = await call(t.app, `admin/sportsbook/bets?customerId=${players[0]!.id}`, undefined, {
      token: trader,
    });
    expect(res.json().data.items[0]).toMatchObject({ id: ids[0], risks: ['sharp'] });
    const other = await call(t.app, `admin/sportsbook/bets?customerId=${players[1]!.id}`, undefined, {
      token: trader,
    });
    expect(other.json().data.items[0].risks).not.toContain('sharp');
  });

  it('sums the liability per event and per outcome from the exposure', async () => {
    const list = await call(t.app, 'admin/sportsbook/liability/events?sport=soccer', undefined, {
      token: trader,
    });
    expect(list.json().data).toEqual({
      total: 1,
      items: [
        expect.objectContaining({
          eventId: EVENT,
          stake: '3000',
          liability: '4800',
          openBets: 2,
          live: false,
          manual: false,
        }),
      ],
    });
    const one = await call(t.app, `admin/sportsbook/liability?eventId=${EVENT}`, undefined, {
      token: trader,
    });
    expect(one.statusCode, one.body).toBe(200);
    const market = one.json().data.markets[0];
    expect(market).toMatchObject({ marketId: 1, specifiers: '', status: 'active', manual: false });
    expect(market.outcomes).toEqual([
      { outcomeId: '1', name: '1', odds: 1.85, active: true, stake: '1000', liability: '850' },
      { outcomeId: '2', name: 'X', odds: 3.4, active: true, stake: '2000', liability: '4800' },
      { outcomeId: '3', name: '2', odds: 4.2, active: true, stake: '0', liability: '0' },
    ]);
    await trade(t.app, trader, `events/${EVENT}/suspend`, { reason: 'Kontrol' });
    const held = await call(t.app, `admin/sportsbook/liability?eventId=${EVENT}`, undefined, {
      token: trader,
    });
    expect(held.json().data).toMatchObject({
      manual: true,
      markets: [{ status: 'suspended', manual: true }],
    });
    await trade(t.app, trader, `events/${EVENT}/resume`, { reason: 'Kontrol bitti' });
  });

  it('refuses a live bet at its decision when a trader suspended the market during the delay', async () => {
    const time = controlClock();
    const status = { status: 1, home: 0, away: 0, clock: "10'", periods: [] as [number, number][] };
    await t.publish(fixture(LIVE, { startTime: new Date(Date.now() - 600_000).toISOString() }));
    await t.publish(
      envelope(
        'odds_change',
        { eventStatus: status, markets: [x12([2100, 3100, 3600])] },
        { event: LIVE, producer: 1, ts: Date.now() },
      ),
    );
    const res = await place(t, players[0]!.token, single(LIVE, 2.1, { stake: 10 }));
    expect(res.json().data.status, res.body).toBe('pending');
    await trade(t.app, trader, 'markets/suspend', {
      eventId: LIVE,
      marketId: 1,
      specifiers: '',
      reason: 'Penaltı',
    });
    await trade(t.app, trader, 'markets/resume', {
      eventId: LIVE,
      marketId: 1,
      specifiers: '',
      reason: 'Gol yok',
    });
    time.advance(10_000);
    expect(await t.decider().decideDue()).toBe(1);
    const bet = await t.db
      .selectFrom('sb_bet')
      .select(['status', 'refusal'])
      .where('id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    expect(bet).toEqual({ status: 'refused', refusal: 'MARKET_SUSPENDED' });
  });
});
