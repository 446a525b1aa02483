import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock, controlClock } from '../../../../lib/clock.ts';
import { availableBalance } from '../../../../core/ledger/index.ts';
import { testDatabases } from '../../../../test/harness.ts';
import { assertLedgerSound } from '../../../../test/ledger.ts';
import { setOption } from '../../../../test/accounts.ts';
import { stakeTransferId } from './stake.ts';
import { createBetsApp, expectOpenBetsBalanced, place, player, single } from './test-kit.ts';

describe.each(testDatabases())('sportsbook live bet delay (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof createBetsApp>>;
  let p: Awaited<ReturnType<typeof player>>;
  beforeAll(async () => {
    t = await createBetsApp(kind);
    p = await player(t, 1000);
  }, 180_000);
  afterEach(() => clock.reset());
  afterAll(() => t.close());

  const holdOf = (betId: string) =>
    t.db
      .selectFrom('ledger_transfer')
      .select(['phase', 'amount'])
      .where('pending_id', '=', stakeTransferId(betId))
      .execute();

  it('answers pending at once, holds the stake, and accepts after the delay when nothing changed', async () => {
    const time = controlClock();
    t.catalogue.add('live-ok', undefined, { live: true, eventStatus: 'live' });
    const res = await place(t, p.token, single('live-ok', 1.85, { stake: 20 }));
    const bet = res.json().data;
    expect(bet.status).toBe('pending');
    expect(await availableBalance(t.db, p.id)).toBe(100_000n - 2000n);
    const row = await t.db
      .selectFrom('sb_bet')
      .select(['decide_at', 'placed_at'])
      .where('id', '=', bet.id)
      .executeTakeFirstOrThrow();
    expect(row.decide_at!.getTime() - row.placed_at.getTime()).toBe(5000);
    await expectOpenBetsBalanced(t.db);

    // Not yet: the delay has not passed.
    expect(await t.decider().decideDue()).toBe(0);
    time.advance(5000);
    expect(await t.decider().decideDue()).toBe(1);
    const after = await t.db
      .selectFrom('sb_bet')
      .select(['status', 'accepted_at'])
      .where('id', '=', bet.id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('open');
    expect(await holdOf(bet.id)).toEqual([{ phase: 'post', amount: 2000n }]);
    expect(await availableBalance(t.db, p.id)).toBe(100_000n - 2000n);
    expect(t.notifier.bets.filter((n) => n.bet.id === bet.id).map((n) => n.bet.status)).toEqual([
      'pending',
      'open',
    ]);
    await expectOpenBetsBalanced(t.db);
    await assertLedgerSound(t.db);
  });

  it('refuses with ODDS_CHANGED when the price moved during the delay; the hold is voided', async () => {
    const time = controlClock();
    t.catalogue.add('live-move', undefined, { live: true });
    const bet = (await place(t, p.token, single('live-move', 1.85, { stake: 10 }))).json().data;
    const before = await availableBalance(t.db, p.id);
    t.catalogue.setOdds('live-move', '1', 1700);
    time.advance(5000);
    await t.decider().decideDue();
    const row = await t.db
      .selectFrom('sb_bet')
      .select(['status', 'refusal'])
      .where('id', '=', bet.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'refused', refusal: 'ODDS_CHANGED' });
    expect(await holdOf(bet.id)).toEqual([{ phase: 'void', amount: 1000n }]);
    expect(await availableBalance(t.db, p.id)).toBe(before + 1000n);
    const exposure = await t.db
      .selectFrom('sb_exposure')
      .select(['stake', 'liability'])
      .where('event_id', '=', 'live-move')
      .execute();
    expect(exposure).toEqual([{ stake: 0n, liability: 0n }]);
    const read = await t.app.inject({
      url: `/api/sportsbook/bets/${bet.id}`,
      headers: { authorization: `Bearer ${p.token}` },
    });
    expect(read.json().data).toMatchObject({ status: 'refused', refusal: 'ODDS_CHANGED' });
    await expectOpenBetsBalanced(t.db);
    await assertLedgerSound(t.db);
  });

  it('refuses with MARKET_SUSPENDED when the line was suspended during the delay', async () => {
    const time = controlClock();
    t.catalogue.add('live-susp', undefined, { live: true });
    const bet = (await place(t, p.token, single('live-susp'))).json().data;
    t.catalogue.suspend('live-susp');
    time.advance(5000);
    await t.decider().decideDue();
    const row = await t.db
      .selectFrom('sb_bet')
      .select(['status', 'refusal'])
      .where('id', '=', bet.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'refused', refusal: 'MARKET_SUSPENDED' });
    expect(t.notifier.bets.at(-1)?.bet).toMatchObject({
      id: bet.id,
      status: 'refused',
      refusal: 'MARKET_SUSPENDED',
    });
    await expectOpenBetsBalanced(t.db);
    await assertLedgerSound(t.db);
  });

  it('the delay is a site option per sport; the start-up sweep decides bets a stopped process left', async () => {
    const time = controlClock();
    await setOption(t.db, 'sportsbook.livedelay.soccer', '8');
    t.catalogue.add('live-sweep', undefined, { live: true });
    const bet = (await place(t, p.token, single('live-sweep'))).json().data;
    time.advance(5000);
    expect(await t.decider().decideDue()).toBe(0);
    time.advance(3000);
    t.decider().stop();
    await t.decider().start(); // sweeps at once
    t.decider().stop();
    const row = await t.db
      .selectFrom('sb_bet')
      .select('status')
      .where('id', '=', bet.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('open');
    await setOption(t.db, 'sportsbook.livedelay.soccer', '5');
  });
});
