import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBalance } from '../../../../core/ledger/index.ts';
import { testDatabases } from '../../../../test/harness.ts';
import { assertLedgerSound } from '../../../../test/ledger.ts';
import { setOption } from '../../../../test/accounts.ts';
import { createBetsApp, expectOpenBetsBalanced, place, player, sel, single } from './test-kit.ts';

describe.each(testDatabases())('sportsbook placement (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof createBetsApp>>;
  let p: Awaited<ReturnType<typeof player>>;
  beforeAll(async () => {
    t = await createBetsApp(kind);
    p = await player(t, 1000);
  }, 180_000);
  afterAll(() => t.close());

  it('books a single at the shown odds: stake to open-bets, legs with names and version', async () => {
    t.catalogue.add('e-single');
    const res = await place(t, p.token, single('e-single', 1.85, { stake: 12.5 }));
    expect(res.statusCode).toBe(200);
    const bet = res.json().data;
    expect(bet).toMatchObject({
      kind: 'single',
      status: 'open',
      stake: 12.5,
      stakePerLine: 12.5,
      totalOdds: 1.85,
      potentialWin: 23.13, // 12.50 × 1.85 = 23.125, rounded up to the kuruş (ADR 062)
      system: null,
      refusal: null,
    });
    expect(bet.legs[0]).toMatchObject({
      eventId: 'e-single',
      odds: 1.85,
      result: 'open',
      marketName: 'Match result',
    });
    expect(await availableBalance(t.db, p.id)).toBe(100_000n - 1250n);
    const leg = await t.db
      .selectFrom('sb_bet_leg')
      .selectAll()
      .where('bet_id', '=', bet.id)
      .executeTakeFirstOrThrow();
    expect(leg.material_version).toBe(1);
    expect(t.notifier.bets.some((n) => n.bet.id === bet.id && n.bet.status === 'open')).toBe(true);
    await expectOpenBetsBalanced(t.db);
    await assertLedgerSound(t.db);
  });

  it('refuses without a session', async () => {
    t.catalogue.add('e-auth');
    expect((await place(t, undefined, single('e-auth'))).statusCode).toBe(401);
  });

  it('MARKET_NOT_FOUND, MARKET_SUSPENDED (with current prices), EVENT_STARTED', async () => {
    const missing = await place(t, p.token, single('e-none'));
    expect(missing.json()).toMatchObject({ code: 'MARKET_NOT_FOUND' });

    t.catalogue.add('e-susp');
    t.catalogue.suspend('e-susp');
    const suspended = await place(t, p.token, single('e-susp'));
    expect(suspended.statusCode).toBe(409);
    expect(suspended.json()).toMatchObject({
      code: 'MARKET_SUSPENDED',
      data: { selections: [{ eventId: 'e-susp', odds: 1.85, active: false }] },
    });

    t.catalogue.add('e-started', undefined, { startTime: new Date(Date.now() - 60_000) });
    expect((await place(t, p.token, single('e-started'))).json()).toMatchObject({ code: 'EVENT_STARTED' });
    // The same line priced by the live producer is a live bet, not a late pre-match one.
    t.catalogue.add('e-started-live', undefined, { startTime: new Date(Date.now() - 60_000), live: true });
    expect((await place(t, p.token, single('e-started-live'))).json().data.status).toBe('pending');
  });

  it('odds policies: none needs the same odds; higher books a better price; any books any', async () => {
    t.catalogue.add('e-pol', [2000, 3000, 4000]);
    const none = await place(t, p.token, single('e-pol', 1.9));
    expect(none.json()).toMatchObject({
      code: 'ODDS_CHANGED',
      data: { selections: [{ eventId: 'e-pol', odds: 2, active: true }] },
    });
    const higher = await place(t, p.token, single('e-pol', 1.9, { oddsChange: 'higher' }));
    expect(higher.json().data.legs[0].odds).toBe(2);
    const lower = await place(t, p.token, single('e-pol', 2.1, { oddsChange: 'higher' }));
    expect(lower.json().code).toBe('ODDS_CHANGED');
    const any = await place(t, p.token, single('e-pol', 2.5, { oddsChange: 'any' }));
    expect(any.json().data.legs[0].odds).toBe(2);
    const same = await place(t, p.token, single('e-pol', 2));
    expect(same.json().data.status).toBe('open');
  });

  it('multiple: product of odds, one leg per event, at most MAX_LEGS', async () => {
    t.catalogue.add('m1', [1500, 3000, 4000]);
    t.catalogue.add('m2', [2000, 3000, 4000]);
    const ok = await place(t, p.token, {
      ...single('m1'),
      kind: 'multiple',
      stake: 10,
      selections: [sel('m1', 1.5), sel('m2', 2)],
    });
    expect(ok.json().data).toMatchObject({ totalOdds: 3, potentialWin: 30, stake: 10, status: 'open' });
    const same = await place(t, p.token, {
      ...single('m1'),
      kind: 'multiple',
      selections: [sel('m1', 1.5), sel('m1', 3, '2')],
    });
    expect(same.json().code).toBe('SAME_EVENT');
  });

  it('system 2/3: three lines, stake per line, payout the sum of the lines', async () => {
    for (const e of ['s1', 's2', 's3']) t.catalogue.add(e, [2000, 3000, 4000]);
    const res = await place(t, p.token, {
      ...single('s1'),
      kind: 'system',
      system: { size: 2 },
      stake: 5,
      selections: [sel('s1', 2), sel('s2', 2), sel('s3', 2)],
    });
    // 3 lines × 5 ₺ × 2 × 2 = 60 ₺
    expect(res.json().data).toMatchObject({
      system: { size: 2, lines: 3 },
      stake: 15,
      stakePerLine: 5,
      potentialWin: 60,
    });
    const bad = await place(t, p.token, {
      ...single('s1'),
      kind: 'system',
      system: { size: 3 },
      selections: [sel('s1', 2), sel('s2', 2), sel('s3', 2)],
    });
    expect(bad.statusCode).toBe(400);
    const nine = Array.from({ length: 9 }, (_, i) => `s9-${i}`);
    for (const e of nine) t.catalogue.add(e, [2000, 3000, 4000]);
    const tooMany = await place(t, p.token, {
      ...single('s1'),
      kind: 'system',
      system: { size: 2 },
      selections: nine.map((e) => sel(e, 2)),
    });
    expect(tooMany.json().code).toBe('TOO_MANY_LEGS');
  });

  it('limits: each refusal says the allowed amount', async () => {
    t.catalogue.add('lim', [2000, 3000, 4000]);
    const low = await place(t, p.token, single('lim', 2, { stake: 0.5 }));
    expect(low.json()).toMatchObject({ code: 'STAKE_TOO_LOW', data: { allowed: 1 } });
    await setOption(t.db, 'sportsbook.maxstake', '100');
    const high = await place(t, p.token, single('lim', 2, { stake: 150 }));
    expect(high.json()).toMatchObject({ code: 'STAKE_TOO_HIGH', data: { allowed: 100 } });
    await setOption(t.db, 'sportsbook.maxpayout', '150');
    const payout = await place(t, p.token, single('lim', 2, { stake: 100 }));
    expect(payout.json()).toMatchObject({ code: 'PAYOUT_LIMIT', data: { allowed: 75 } });
    await setOption(t.db, 'sportsbook.maxstake', '50000');
    await setOption(t.db, 'sportsbook.maxpayout', '1000000');
  });

  it('per-event stake across open bets, and the liability of a line', async () => {
    const rich = await player(t, 10_000);
    t.catalogue.add('ev-cap', [2000, 3000, 4000]);
    await setOption(t.db, 'sportsbook.maxeventstake', '100');
    expect((await place(t, rich.token, single('ev-cap', 2, { stake: 60 }))).json().data.status).toBe('open');
    const second = await place(t, rich.token, single('ev-cap', 2, { stake: 60 }));
    expect(second.json()).toMatchObject({ code: 'STAKE_TOO_HIGH', data: { allowed: 40 } });
    await setOption(t.db, 'sportsbook.maxeventstake', '100000');

    // Liability = Σ(payout − stake): 300 ₺ room; a 200 ₺ stake at 2.00 takes 200, 150 more is over.
    t.catalogue.add('liab', [2000, 3000, 4000]);
    await setOption(t.db, 'sportsbook.maxliability', '300');
    expect((await place(t, rich.token, single('liab', 2, { stake: 200 }))).json().data.status).toBe('open');
    const other = await player(t, 1000);
    const over = await place(t, other.token, single('liab', 2, { stake: 150 }));
    expect(over.json()).toMatchObject({ code: 'LIABILITY_LIMIT', data: { allowed: 100 } });
    const exposure = await t.db
      .selectFrom('sb_exposure')
      .selectAll()
      .where('event_id', '=', 'liab')
      .execute();
    expect(exposure).toMatchObject([{ outcome_id: '1', stake: 20_000n, liability: 20_000n }]);
    await setOption(t.db, 'sportsbook.maxliability', '500000');
    await assertLedgerSound(t.db);
    await expectOpenBetsBalanced(t.db);
  });

  it('NOT_ENOUGH_MONEY when cash is short; nothing is booked', async () => {
    const poor = await player(t, 5);
    t.catalogue.add('poor');
    const res = await place(t, poor.token, single('poor', 1.85, { stake: 6 }));
    expect(res.json().code).toBe('NOT_ENOUGH_MONEY');
    expect(await availableBalance(t.db, poor.id)).toBe(500n);
    const bets = await t.db.selectFrom('sb_bet').select('id').where('customer_id', '=', poor.id).execute();
    expect(bets).toHaveLength(0);
    const exposure = await t.db
      .selectFrom('sb_exposure')
      .select('stake')
      .where('event_id', '=', 'poor')
      .execute();
    expect(exposure).toHaveLength(0);
  });

  it('idempotency: the same requestId places one bet and answers the same; another body is refused', async () => {
    t.catalogue.add('idem');
    const body = single('idem');
    const first = await place(t, p.token, body);
    const again = await place(t, p.token, body);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    const reused = await place(t, p.token, { ...body, stake: 11 });
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const bets = await t.db
      .selectFrom('sb_bet')
      .select('id')
      .where('request_id', '=', body.requestId)
      .execute();
    expect(bets).toHaveLength(1);
  });
});
