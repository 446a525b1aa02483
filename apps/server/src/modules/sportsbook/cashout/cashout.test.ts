import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { availableBalance } from '../../../core/ledger/index.ts';
import { clock } from '../../../lib/clock.ts';
import { testDatabases } from '../../../test/harness.ts';
import { call } from '../../../test/accounts.ts';
import { place, player, sel, single } from '../bets/place/test-kit.ts';
import { line } from '../bets/settle/bets.test-kit.ts';
import { fairProbability, priceBet } from './pricing.ts';
import {
  type CashoutApp,
  assertCashoutSound,
  cashOut,
  cashoutTransfers,
  createCashoutApp,
  quote,
} from './cashout.test-kit.ts';

/** Cash-out through the API (docs/decisions/066-cash-out-pricing-and-locking.md). */
describe.each(testDatabases())('cash-out (%s)', (kind) => {
  let t: CashoutApp;
  let n = 0;
  beforeAll(async () => {
    t = await createCashoutApp(kind);
  }, 180_000);
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  /** A player with 1,000 lira and a 10-lira single at 1.85 on a fresh 1X2 line. */
  async function openSingle(stake = 10) {
    const p = await player(t, 1000);
    const event = `co-${kind}-${++n}`;
    t.catalogue.add(event);
    const res = await place(t, p.token, single(event, 1.85, { stake }));
    expect(res.statusCode).toBe(200);
    return { p, event, betId: res.json().data.id as string };
  }
  const expectedQuote = (stake: bigint) =>
    priceBet(
      {
        kind: 'single',
        stakePerLine: stake,
        maxPayout: 10n ** 12n,
        legs: [{ state: 'open', oddsMilli: 1850, probability: fairProbability(1850, [1850, 3400, 4200]) }],
      },
      500,
    ).quote;

  it('quotes the fair value less 5 %, valid 5 s, and a full cash-out closes the bet with one payment', async () => {
    const { p, event, betId } = await openSingle();
    const before = await availableBalance(t.db, p.id);
    const q = await quote(t, p.token, betId);
    expect(q.statusCode).toBe(200);
    const { quoteId, amount, expiresAt } = q.json().data;
    expect(BigInt(Math.round(amount * 100))).toBe(expectedQuote(1000n));
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(3_000);
    const res = await cashOut(t, p.token, betId, { quoteId });
    expect(res.json()).toMatchObject({
      success: true,
      data: { betId, amount, full: true, remainingStake: 0 },
    });
    expect(await availableBalance(t.db, p.id)).toBe(before + BigInt(Math.round(amount * 100)));
    const bet = await t.db.selectFrom('sb_bet').selectAll().where('id', '=', betId).executeTakeFirstOrThrow();
    expect(bet).toMatchObject({ status: 'cashed_out', payout: BigInt(Math.round(amount * 100)) });
    const shown = (await call(t.app, `sportsbook/bets/${betId}`, undefined, { token: p.token })).json().data;
    expect(shown).toMatchObject({ status: 'cashed_out', stake: 10, openStake: 0, cashedOut: amount });
    // The line settles later: the cashed-out bet is not touched.
    await t.sink.settle(line(event), 1, [
      { id: '1', result: 1 },
      { id: '2', result: 0 },
      { id: '3', result: 0 },
    ]);
    expect(await availableBalance(t.db, p.id)).toBe(before + BigInt(Math.round(amount * 100)));
    const again = await quote(t, p.token, betId);
    expect(again.json()).toMatchObject({ code: 'CASHOUT_UNAVAILABLE', data: { reason: 'bet_closed' } });
    await assertCashoutSound(t.db);
  });

  it('a retry of the same quote replays: one payment, the same answer', async () => {
    const { p, betId } = await openSingle();
    const { quoteId } = (await quote(t, p.token, betId)).json().data;
    const first = await cashOut(t, p.token, betId, { quoteId });
    const second = await cashOut(t, p.token, betId, { quoteId });
    expect(second.json()).toEqual(first.json());
    expect(await cashoutTransfers(t.db, betId)).toBe(2); // release + win
    await assertCashoutSound(t.db);
  });

  it('a partial cash-out pays the amount and leaves the rest of the stake to settle', async () => {
    const { p, event, betId } = await openSingle(10);
    const before = await availableBalance(t.db, p.id);
    const q = (await quote(t, p.token, betId)).json().data;
    const res = await cashOut(t, p.token, betId, { quoteId: q.quoteId, amount: 4 });
    expect(res.json().data).toMatchObject({ amount: 4, full: false });
    const bet = await t.db.selectFrom('sb_bet').selectAll().where('id', '=', betId).executeTakeFirstOrThrow();
    // Kept: 1,000 x (V - 400) / V kuruş, rounded down.
    const value = BigInt(Math.round(q.amount * 100));
    const kept = (1000n * (value - 400n)) / value;
    // The stake as placed stays (frozen); the stake still open is beside it.
    expect(bet).toMatchObject({ status: 'open', total_stake: 1000n, open_stake_per_line: kept });
    expect(res.json().data.remainingStake).toBe(Number(kept) / 100);
    // My bets shows the stake placed, the part still staked and what the cash-out paid.
    const shown = async () =>
      (await call(t.app, `sportsbook/bets/${betId}`, undefined, { token: p.token })).json().data;
    expect(await shown()).toMatchObject({ stake: 10, openStake: Number(kept) / 100, cashedOut: 4 });
    await assertCashoutSound(t.db);
    await t.sink.settle(line(event), 1, [
      { id: '1', result: 1 },
      { id: '2', result: 0 },
      { id: '3', result: 0 },
    ]);
    // Settlement rounds the exact payout up to the kuruş (docs/decisions/062-payouts-rounded-up.md).
    const won = (kept * 1850n + 999n) / 1000n;
    expect(await availableBalance(t.db, p.id)).toBe(before + 400n + won);
    expect(await shown()).toMatchObject({ status: 'won', payout: Number(won) / 100, cashedOut: 4 });
    await assertCashoutSound(t.db);
  });

  it('says why it is unavailable, in the player’s language', async () => {
    const a = await openSingle();
    t.catalogue.suspend(a.event);
    const suspended = await quote(t, a.p.token, a.betId, 'tr');
    expect(suspended.statusCode).toBe(409);
    expect(suspended.json()).toMatchObject({
      code: 'CASHOUT_UNAVAILABLE',
      data: { reason: 'market_suspended' },
    });
    expect(suspended.json().message).toContain('askıya alındı');
    const b = await openSingle();
    await t.db
      .insertInto('sb_cashout_off')
      .values({ scope: 'event', ref: b.event, created_at: new Date() })
      .execute();
    expect((await quote(t, b.p.token, b.betId)).json().data).toEqual({ reason: 'disabled' });
    const other = await player(t, 0);
    expect((await quote(t, other.token, b.betId)).json().code).toBe('BET_NOT_FOUND');
  });

  it('an expired quote is refused and pays nothing', async () => {
    const { p, betId } = await openSingle();
    const { quoteId } = (await quote(t, p.token, betId)).json().data;
    const before = await availableBalance(t.db, p.id);
    const now = Date.now();
    clock.set(() => now + 6_000);
    expect((await cashOut(t, p.token, betId, { quoteId })).json().code).toBe('CASHOUT_QUOTE_EXPIRED');
    expect(await availableBalance(t.db, p.id)).toBe(before);
  });

  it('a lower price: refused with the new quote unless the player takes any price', async () => {
    const { p, event, betId } = await openSingle();
    const { quoteId, amount } = (await quote(t, p.token, betId)).json().data;
    t.catalogue.setOdds(event, '1', 2500); // the selection is less likely now: the bet is worth less
    const refused = await cashOut(t, p.token, betId, { quoteId });
    expect(refused.json()).toMatchObject({ code: 'CASHOUT_PRICE_CHANGED' });
    const fresh = refused.json().data.quote;
    expect(fresh.amount).toBeLessThan(amount);
    await call(
      t.app,
      'sportsbook/settings',
      { oddsChange: 'any', oddsFormat: 'decimal' },
      {
        token: p.token,
        method: 'PUT',
      },
    );
    const taken = await cashOut(t, p.token, betId, { quoteId });
    expect(taken.json().data).toMatchObject({ amount: fresh.amount, full: true });
    await assertCashoutSound(t.db);
  });

  it('a multiple: a won leg counts at its odds; a lost leg makes it unavailable', async () => {
    const p = await player(t, 1000);
    const [e1, e2] = [`co-m-${kind}-1`, `co-m-${kind}-2`];
    t.catalogue.add(e1);
    t.catalogue.add(e2);
    const body = { ...single(e1), kind: 'multiple' as const, selections: [sel(e1), sel(e2)] };
    const betId = (await place(t, p.token, body)).json().data.id as string;
    await t.sink.settle(line(e1), 1, [
      { id: '1', result: 1 },
      { id: '2', result: 0 },
      { id: '3', result: 0 },
    ]);
    expect((await quote(t, p.token, betId)).json().data.amount).toBeGreaterThan(
      Number(expectedQuote(1850n)) / 100 - 0.02,
    );
    await t.sink.settle(line(e2), 1, [
      { id: '1', result: 0 },
      { id: '2', result: 1 },
      { id: '3', result: 0 },
    ]);
    expect((await quote(t, p.token, betId)).json().data).toEqual({ reason: 'bet_closed' });
    await assertCashoutSound(t.db);
  });

  it('stores, reads and clears an auto cash-out threshold; only the owner, only an open bet', async () => {
    const { p, betId } = await openSingle();
    const url = `sportsbook/bets/${betId}/cashout/auto`;
    const put = (token: string, threshold: number | null) =>
      call(t.app, url, { threshold }, { token, method: 'PUT' });
    expect((await call(t.app, url, undefined, { token: p.token })).json().data).toEqual({ threshold: null });
    expect((await put(p.token, 12.5)).json().data).toEqual({ threshold: 12.5 });
    expect((await call(t.app, url, undefined, { token: p.token })).json().data).toEqual({ threshold: 12.5 });
    const other = await player(t, 0);
    expect((await put(other.token, 20)).json().code).toBe('BET_NOT_FOUND');
    expect((await put(p.token, null)).json().data).toEqual({ threshold: null });
    const { quoteId } = (await quote(t, p.token, betId)).json().data;
    await cashOut(t, p.token, betId, { quoteId });
    expect((await put(p.token, 20)).json()).toMatchObject({
      code: 'CASHOUT_UNAVAILABLE',
      data: { reason: 'bet_closed' },
    });
  });

  it('a partial cash-out of a system bet: every line keeps one stake; a rollback and a resettle move only that', async () => {
    const p = await player(t, 1000);
    const events = [1, 2, 3].map((i) => `co-sys-${kind}-${i}`);
    for (const e of events) t.catalogue.add(e, [2000, 3000, 4000]);
    const body = {
      ...single(events[0]!),
      kind: 'system' as const,
      system: { size: 2 },
      stake: 10,
      selections: events.map((e) => sel(e, 2)),
    };
    const placed = await place(t, p.token, body);
    expect(placed.statusCode).toBe(200);
    const betId = placed.json().data.id as string;
    const before = await availableBalance(t.db, p.id);
    const q = (await quote(t, p.token, betId)).json().data;
    const res = await cashOut(t, p.token, betId, { quoteId: q.quoteId, amount: 5 });
    expect(res.json().data).toMatchObject({ amount: 5, full: false });
    const value = BigInt(Math.round(q.amount * 100));
    const kept = (1000n * (value - 500n)) / value;
    expect(res.json().data.remainingStake).toBe(Number(kept * 3n) / 100);
    await assertCashoutSound(t.db);
    const WIN = [
      { id: '1', result: 1 as const },
      { id: '2', result: 0 as const },
      { id: '3', result: 0 as const },
    ];
    for (const e of events) await t.sink.settle(line(e), 1, WIN);
    // Three doubles at 2.00 x 2.00, each on the stake per line still open.
    expect(await availableBalance(t.db, p.id)).toBe(before + 500n + 3n * kept * 4n);
    await assertCashoutSound(t.db);
    await t.sink.rollbackSettlement(line(events[2]!), 1);
    expect(await availableBalance(t.db, p.id)).toBe(before + 500n);
    await assertCashoutSound(t.db);
    // Resettled lost: only the double of the first two legs wins.
    await t.sink.settle(line(events[2]!), 2, [
      { id: '1', result: 0 },
      { id: '2', result: 1 },
      { id: '3', result: 0 },
    ]);
    expect(await availableBalance(t.db, p.id)).toBe(before + 500n + kept * 4n);
    await assertCashoutSound(t.db);
  });

  it('a cash-out pays an open debt first', async () => {
    const { p, betId } = await openSingle();
    const debtBet = (await place(t, p.token, single((await openSingle()).event))).json().data.id as string;
    await t.db
      .insertInto('sb_bet_debt')
      .values({ bet_id: debtBet, generation: 1, customer_id: p.id, amount: 300n, created_at: new Date() })
      .execute();
    const before = await availableBalance(t.db, p.id);
    const { quoteId, amount } = (await quote(t, p.token, betId)).json().data;
    expect((await cashOut(t, p.token, betId, { quoteId })).statusCode).toBe(200);
    expect(await availableBalance(t.db, p.id)).toBe(before + BigInt(Math.round(amount * 100)) - 300n);
    const debt = await t.db
      .selectFrom('sb_bet_debt')
      .selectAll()
      .where('bet_id', '=', debtBet)
      .executeTakeFirstOrThrow();
    expect(debt).toMatchObject({ collected: 300n });
    expect(debt.resolved_at).not.toBeNull();
    await assertCashoutSound(t.db);
  });
});
