import { describe, expect, it } from 'vitest';
import { HUB88_PATHS, RS } from '../../lib/hub88/protocol.ts';
import { testDatabases } from '../../test/harness.ts';
import { owe } from '../../test/debts.ts';
import { assertLedgerSound } from '../../test/ledger.ts';
import { balanceOf, betRequest, createPlayer, useWalletApp, units, winRequest } from '../../test/wallet.ts';

const START = 10_000n;

describe.each(testDatabases())('hub88 transaction/win on %s', (kind) => {
  const t = useWalletApp(kind);

  const { call, roundOf } = t;

  it('credits a win for an accepted bet and closes the round', async () => {
    const p = await createPlayer(t.db, { balance: START });
    const bet = betRequest(p, { amount: 1_000_000 });
    await call(HUB88_PATHS.bet, bet);
    const win = winRequest(p, bet, { amount: 3_500_000 });
    expect(await call(HUB88_PATHS.win, win)).toEqual({
      status: RS.OK,
      request_uuid: win.request_uuid,
      user: p.user,
      currency: 'TRY',
      balance: units(START - 1_000n + 3_500n),
    });
    expect(await roundOf(bet.round)).toMatchObject({ stake: 1_000n, win: 3_500n, bets: 1, status: 'closed' });
  });

  it('pays a debt from a corrected sports bet first, once, and answers the balance left (ADR 047)', async () => {
    const p = await createPlayer(t.db, { balance: START });
    const bet = betRequest(p, { amount: 1_000_000 });
    await call(HUB88_PATHS.bet, bet);
    const betId = await owe(t.db, p.customerId, 3_000n);
    expect(await balanceOf(t.db, p)).toBe(0n);
    const win = winRequest(p, bet, { amount: 3_500_000 });
    const paid = {
      status: RS.OK,
      request_uuid: win.request_uuid,
      user: p.user,
      currency: 'TRY',
      balance: units(500n),
    };
    expect(await call(HUB88_PATHS.win, win)).toEqual(paid);
    expect(await call(HUB88_PATHS.win, win)).toEqual(paid);
    expect(await balanceOf(t.db, p)).toBe(500n);
    const debt = await t.db
      .selectFrom('sb_bet_debt')
      .selectAll()
      .where('bet_id', '=', betId)
      .executeTakeFirstOrThrow();
    expect(debt).toMatchObject({ amount: 3_000n, collected: 3_000n, resolved_at: expect.any(Date) });
    const collections = await t.db
      .selectFrom('debt_collection')
      .selectAll()
      .where('bet_id', '=', betId)
      .execute();
    expect(collections).toMatchObject([{ source: 'casino', amount: 3_000n }]);
    await assertLedgerSound(t.db);
  });

  it('collects a debt exactly once across 10 parallel wins and their replays', async () => {
    const p = await createPlayer(t.db, { balance: START });
    const bets = Array.from({ length: 10 }, () => betRequest(p, { amount: 100_000 }));
    for (const bet of bets) await call(HUB88_PATHS.bet, bet);
    const betId = await owe(t.db, p.customerId, 3_000n);
    const wins = bets.map((bet) => winRequest(p, bet, { amount: 500_000 }));
    const answers = await Promise.all([...wins, ...wins].map((w) => call(HUB88_PATHS.win, w)));
    expect(answers.every((a) => a.status === RS.OK)).toBe(true);
    // 10 wins of 5 TRY: 30 TRY to the debt, 20 TRY kept.
    expect(await balanceOf(t.db, p)).toBe(2_000n);
    const debt = await t.db
      .selectFrom('sb_bet_debt')
      .selectAll()
      .where('bet_id', '=', betId)
      .executeTakeFirstOrThrow();
    expect(debt).toMatchObject({ collected: 3_000n, resolved_at: expect.any(Date) });
    const rows = await t.db
      .selectFrom('debt_collection')
      .select('amount')
      .where('bet_id', '=', betId)
      .execute();
    expect(rows.reduce((sum, r) => sum + r.amount, 0n)).toBe(3_000n);
    await assertLedgerSound(t.db);
  });

  it('keeps the round open for a win with round_closed false, and adds later wins', async () => {
    const p = await createPlayer(t.db, { balance: START });
    const bet = betRequest(p);
    await call(HUB88_PATHS.bet, bet);
    await call(HUB88_PATHS.win, winRequest(p, bet, { amount: 50_000, round_closed: false }));
    expect(await roundOf(bet.round)).toMatchObject({ win: 50n, status: 'open' });
    await call(HUB88_PATHS.win, winRequest(p, bet, { amount: 20_000, round_closed: true }));
    expect(await roundOf(bet.round)).toMatchObject({ win: 70n, status: 'closed' });
    expect(await balanceOf(t.db, p)).toBe(START - 100n + 70n);
  });

  it('closes a losing round with a win of 0 and posts nothing to the ledger', async () => {
    const p = await createPlayer(t.db, { balance: START });
    const bet = betRequest(p);
    await call(HUB88_PATHS.bet, bet);
    const transfers = async () => (await t.db.selectFrom('ledger_transfer').select('id').execute()).length;
    const before = await transfers();
    const res = await call(HUB88_PATHS.win, winRequest(p, bet, { amount: 0, round_closed: false }));
    expect(res).toMatchObject({ status: RS.OK, balance: units(START - 100n) });
    expect(await transfers()).toBe(before);
    expect(await roundOf(bet.round)).toMatchObject({ win: 0n, status: 'closed' });
  });

  it.each([
    ['an expired token', { expired: true, disabled: false }],
    ['a disabled customer', { expired: false, disabled: true }],
  ])('pays a win despite %s', async (_what, state) => {
    const p = await createPlayer(t.db, { balance: START });
    const bet = betRequest(p);
    await call(HUB88_PATHS.bet, bet);
    if (state.disabled) {
      await t.db
        .updateTable('customer')
        .set({ disabled_at: new Date() })
        .where('id', '=', p.customerId)
        .execute();
    }
    if (state.expired) {
      await t.db
        .updateTable('game_session')
        .set({ expires_at: new Date(0) })
        .where('customer_id', '=', p.customerId)
        .execute();
    }
    expect(await call(HUB88_PATHS.win, winRequest(p, bet, { amount: 500_000 }))).toMatchObject({
      status: RS.OK,
      balance: units(START - 100n + 500n),
    });
  });

  it('answers TRANSACTION_DOES_NOT_EXIST for a win whose bet is unknown, refused or of another user', async () => {
    const p = await createPlayer(t.db, { balance: START });
    const other = await createPlayer(t.db, { balance: START });
    const unknown = winRequest(p, betRequest(p), { amount: 100_000 });
    const refused = betRequest(p, { amount: 100_000_000 });
    expect((await call(HUB88_PATHS.bet, refused)).status).toBe(RS.NOT_ENOUGH_MONEY);
    const othersBet = betRequest(other);
    await call(HUB88_PATHS.bet, othersBet);
    for (const win of [
      unknown,
      winRequest(p, refused, { amount: 1_000 }),
      winRequest(p, othersBet, { amount: 1_000 }),
    ]) {
      expect(await call(HUB88_PATHS.win, win)).toEqual({
        status: RS.TRANSACTION_DOES_NOT_EXIST,
        request_uuid: win.request_uuid,
        user: p.user,
      });
    }
    expect(await balanceOf(t.db, p)).toBe(START);
    expect(await balanceOf(t.db, other)).toBe(START - 100n);
  });

  it('pays a win retried after its late bet arrived (the refusal above was not recorded)', async () => {
    const p = await createPlayer(t.db, { balance: START });
    const bet = betRequest(p);
    const win = winRequest(p, bet, { amount: 200_000 });
    expect((await call(HUB88_PATHS.win, win)).status).toBe(RS.TRANSACTION_DOES_NOT_EXIST);
    await call(HUB88_PATHS.bet, bet);
    expect(await call(HUB88_PATHS.win, win)).toMatchObject({ status: RS.OK, balance: units(START + 100n) });
  });

  it('replays a win with RS_OK and the current balance, crediting once', async () => {
    const p = await createPlayer(t.db, { balance: START });
    const bet = betRequest(p);
    await call(HUB88_PATHS.bet, bet);
    const win = winRequest(p, bet, { amount: 300_000 });
    await call(HUB88_PATHS.win, win);
    const replay = await call(HUB88_PATHS.win, {
      ...win,
      request_uuid: 'again',
      token: 'expired-or-not',
      meta: { n: 2 },
    });
    expect(replay).toEqual({
      status: RS.OK,
      request_uuid: 'again',
      user: p.user,
      currency: 'TRY',
      balance: units(START + 200n),
    });
    expect(await balanceOf(t.db, p)).toBe(START + 200n);
  });

  it('answers DUPLICATE for a win uuid reused with another amount, reference or user', async () => {
    const p = await createPlayer(t.db, { balance: START });
    const other = await createPlayer(t.db, { balance: START });
    const bet = betRequest(p);
    const bet2 = betRequest(p, { round: bet.round });
    await call(HUB88_PATHS.bet, bet);
    await call(HUB88_PATHS.bet, bet2);
    const win = winRequest(p, bet, { amount: 300_000 });
    await call(HUB88_PATHS.win, win);
    for (const change of [
      { amount: 400_000 },
      { reference_transaction_uuid: bet2.transaction_uuid },
      { user: other.user },
      { transaction_uuid: bet.transaction_uuid }, // a win under its own bet's id
    ]) {
      const res = await call(HUB88_PATHS.win, { ...win, ...change });
      expect(res.status, JSON.stringify(change)).toBe(RS.DUPLICATE_TRANSACTION);
    }
    expect(await balanceOf(t.db, p)).toBe(START - 200n + 300n);
    expect(await balanceOf(t.db, other)).toBe(START);
  });

  it('refuses a win in another currency than its bet as WRONG_CURRENCY', async () => {
    const p = await createPlayer(t.db, { balance: START });
    const bet = betRequest(p);
    await call(HUB88_PATHS.bet, bet);
    const win = winRequest(p, bet, { amount: 100_000, currency: 'EUR' });
    expect(await call(HUB88_PATHS.win, win)).toEqual({
      status: RS.WRONG_CURRENCY,
      request_uuid: win.request_uuid,
      user: p.user,
    });
    expect((await call(HUB88_PATHS.win, win)).status).toBe(RS.WRONG_CURRENCY);
    expect(await balanceOf(t.db, p)).toBe(START - 100n);
  });
});
