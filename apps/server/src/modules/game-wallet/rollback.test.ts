import { describe, expect, it } from 'vitest';
import { HUB88_PATHS, RS } from '../../lib/hub88/protocol.ts';
import { testDatabases } from '../../test/harness.ts';
import {
  balanceOf,
  betRequest,
  createPlayer,
  useWalletApp,
  rollbackRequest,
  units,
  winRequest,
} from '../../test/wallet.ts';

const START = 10_000n;

/** The ordering cases of docs/wallet-protocol.md §2.6, one test each. */
describe.each(testDatabases())('hub88 transaction/rollback and ordering on %s', (kind) => {
  const t = useWalletApp(kind);

  const { call, roundOf } = t;

  it('refunds a bet and marks its round rolled back', async () => {
    const p = await createPlayer(t.db, { balance: START });
    const bet = betRequest(p, { amount: 700_000 });
    await call(HUB88_PATHS.bet, bet);
    const rb = rollbackRequest(p, bet);
    expect(await call(HUB88_PATHS.rollback, rb)).toEqual({
      status: RS.OK,
      request_uuid: rb.request_uuid,
      user: p.user,
      currency: 'TRY',
      balance: units(START),
    });
    expect(await roundOf(bet.round)).toMatchObject({ stake: 0n, bets: 0, status: 'rolledBack' });
  });

  it('answers a replayed rollback RS_OK with the balance unchanged', async () => {
    const p = await createPlayer(t.db, { balance: START });
    const bet = betRequest(p);
    await call(HUB88_PATHS.bet, bet);
    const rb = rollbackRequest(p, bet);
    await call(HUB88_PATHS.rollback, rb);
    expect(await call(HUB88_PATHS.rollback, { ...rb, request_uuid: 'again' })).toMatchObject({
      status: RS.OK,
      request_uuid: 'again',
      balance: units(START),
    });
    expect(await balanceOf(t.db, p)).toBe(START);
  });

  it('answers a second, different rollback of the same bet RS_OK without a second refund', async () => {
    const p = await createPlayer(t.db, { balance: START });
    const bet = betRequest(p);
    await call(HUB88_PATHS.bet, bet);
    await call(HUB88_PATHS.rollback, rollbackRequest(p, bet));
    expect(await call(HUB88_PATHS.rollback, rollbackRequest(p, bet))).toMatchObject({
      status: RS.OK,
      balance: units(START),
    });
    expect(await balanceOf(t.db, p)).toBe(START);
  });

  it('answers DUPLICATE for a rollback uuid reused for another bet', async () => {
    const p = await createPlayer(t.db, { balance: START });
    const a = betRequest(p);
    const b = betRequest(p, { round: a.round });
    await call(HUB88_PATHS.bet, a);
    await call(HUB88_PATHS.bet, b);
    const rb = rollbackRequest(p, a);
    await call(HUB88_PATHS.rollback, rb);
    expect(
      (await call(HUB88_PATHS.rollback, { ...rb, reference_transaction_uuid: b.transaction_uuid })).status,
    ).toBe(RS.DUPLICATE_TRANSACTION);
    expect(await balanceOf(t.db, p)).toBe(START - 100n);
  });

  it('answers a rollback before its bet RS_OK, and refuses the late bet as TRANSACTION_ROLLED_BACK', async () => {
    const p = await createPlayer(t.db, { balance: START });
    const bet = betRequest(p);
    const rb = rollbackRequest(p, bet);
    expect(await call(HUB88_PATHS.rollback, rb)).toEqual({
      status: RS.OK,
      request_uuid: rb.request_uuid,
      user: p.user,
      currency: 'TRY',
      balance: units(START),
    });
    const tombstone = await t.db
      .selectFrom('wallet_transaction')
      .selectAll()
      .where('transaction_uuid', '=', rb.transaction_uuid)
      .executeTakeFirstOrThrow();
    expect(tombstone).toMatchObject({ kind: 'rollback', applied: false, status: RS.OK });
    expect(await call(HUB88_PATHS.bet, bet)).toEqual({
      status: RS.TRANSACTION_ROLLED_BACK,
      request_uuid: bet.request_uuid,
      user: p.user,
    });
    expect((await call(HUB88_PATHS.bet, bet)).status).toBe(RS.TRANSACTION_ROLLED_BACK);
    // and the win that follows a rolled-back bet
    expect((await call(HUB88_PATHS.win, winRequest(p, bet, { amount: 100_000 }))).status).toBe(
      RS.TRANSACTION_ROLLED_BACK,
    );
    expect(await balanceOf(t.db, p)).toBe(START);
  });

  it('refuses a win after its bet was rolled back as TRANSACTION_ROLLED_BACK, on every retry', async () => {
    const p = await createPlayer(t.db, { balance: START });
    const bet = betRequest(p);
    await call(HUB88_PATHS.bet, bet);
    await call(HUB88_PATHS.rollback, rollbackRequest(p, bet));
    const win = winRequest(p, bet, { amount: 500_000 });
    expect(await call(HUB88_PATHS.win, win)).toEqual({
      status: RS.TRANSACTION_ROLLED_BACK,
      request_uuid: win.request_uuid,
      user: p.user,
    });
    expect((await call(HUB88_PATHS.win, win)).status).toBe(RS.TRANSACTION_ROLLED_BACK);
    expect(await balanceOf(t.db, p)).toBe(START);
  });

  it('answers a rollback of a bet whose round was settled by a win RS_OK, refunds nothing and warns', async () => {
    const p = await createPlayer(t.db, { balance: START });
    const bet = betRequest(p);
    await call(HUB88_PATHS.bet, bet);
    await call(HUB88_PATHS.win, winRequest(p, bet, { amount: 300_000 }));
    expect(await call(HUB88_PATHS.rollback, rollbackRequest(p, bet))).toMatchObject({
      status: RS.OK,
      balance: units(START + 200n),
    });
    expect(await balanceOf(t.db, p)).toBe(START + 200n);
    expect(await roundOf(bet.round)).toMatchObject({ stake: 100n, win: 300n, status: 'closed' });
  });

  it('refunds only the rolled-back bet of a round with several, and the round stays open', async () => {
    const p = await createPlayer(t.db, { balance: START });
    const first = betRequest(p, { amount: 100_000 });
    const second = betRequest(p, { round: first.round, amount: 200_000 });
    const third = betRequest(p, { round: first.round, amount: 300_000 });
    for (const b of [first, second, third]) await call(HUB88_PATHS.bet, b);
    expect(await call(HUB88_PATHS.rollback, rollbackRequest(p, second))).toMatchObject({
      status: RS.OK,
      balance: units(START - 400n),
    });
    expect(await roundOf(first.round)).toMatchObject({ stake: 400n, bets: 2, status: 'open' });
    const win = winRequest(p, third, { amount: 1_000_000 });
    expect((await call(HUB88_PATHS.win, win)).balance).toBe(units(START - 400n + 1_000n));
  });

  it.each([
    ['an expired token', { expired: true, disabled: false }],
    ['a disabled customer', { expired: false, disabled: true }],
  ])('refunds a bet despite %s', async (_what, state) => {
    const p = await createPlayer(t.db, { balance: START });
    const bet = betRequest(p, { amount: 400_000 });
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
    expect(await call(HUB88_PATHS.rollback, rollbackRequest(p, bet, { token: 'long-gone' }))).toMatchObject({
      status: RS.OK,
      balance: units(START),
    });
  });

  it('answers RS_OK without refunding for a rollback of a refused bet or of another user', async () => {
    const p = await createPlayer(t.db, { balance: START });
    const other = await createPlayer(t.db, { balance: START });
    const refused = betRequest(p, { amount: 100_000_000 });
    expect((await call(HUB88_PATHS.bet, refused)).status).toBe(RS.NOT_ENOUGH_MONEY);
    const othersBet = betRequest(other);
    await call(HUB88_PATHS.bet, othersBet);
    expect((await call(HUB88_PATHS.rollback, rollbackRequest(p, refused))).status).toBe(RS.OK);
    expect((await call(HUB88_PATHS.rollback, rollbackRequest(p, othersBet))).status).toBe(RS.OK);
    expect(await balanceOf(t.db, p)).toBe(START);
    expect(await balanceOf(t.db, other)).toBe(START - 100n);
  });

  it('answers RS_OK to a rollback for an unknown user, so the provider stops retrying', async () => {
    const rb = {
      ...rollbackRequest(
        { user: '00000002', token: 'x', customerId: 0n },
        betRequest({ user: '00000002', token: 'x', customerId: 0n }),
      ),
    };
    expect(await call(HUB88_PATHS.rollback, rb)).toEqual({
      status: RS.OK,
      request_uuid: rb.request_uuid,
      user: '00000002',
    });
  });

  it('closes a round on a rollback with round_closed that refunds nothing', async () => {
    const p = await createPlayer(t.db, { balance: START });
    const a = betRequest(p);
    await call(HUB88_PATHS.bet, a);
    await call(
      HUB88_PATHS.rollback,
      rollbackRequest(p, betRequest(p, { round: a.round }), { round_closed: true }),
    );
    expect(await roundOf(a.round)).toMatchObject({ stake: 100n, status: 'closed' });
  });
});
