import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBalance } from '../../../core/ledger/index.ts';
import { testDatabases } from '../../../test/harness.ts';
import { place, player, single } from '../bets/place/test-kit.ts';
import { line } from '../bets/settle/bets.test-kit.ts';
import {
  type CashoutApp,
  assertCashoutSound,
  cashOut,
  cashoutTransfers,
  createCashoutApp,
  quote,
} from './cashout.test-kit.ts';

/**
 * Cash-out racing itself and settlement (docs/decisions/066-cash-out-pricing-and-locking.md):
 * both lock the bet row, so exactly one closes the bet, and the ledger balances either way.
 */
describe.each(testDatabases())('cash-out races (%s)', (kind) => {
  let t: CashoutApp;
  let n = 0;
  beforeAll(async () => {
    t = await createCashoutApp(kind);
  }, 180_000);
  afterAll(() => t.close());

  async function openSingle() {
    const p = await player(t, 1000);
    const event = `race-co-${kind}-${++n}`;
    t.catalogue.add(event);
    const res = await place(t, p.token, single(event, 1.85, { stake: 10 }));
    expect(res.statusCode).toBe(200);
    return { p, event, betId: res.json().data.id as string };
  }
  const kurus = (lira: number) => BigInt(Math.round(lira * 100));
  const WON = [
    { id: '1', result: 1 as const },
    { id: '2', result: 0 as const },
    { id: '3', result: 0 as const },
  ];

  it('two cash-outs of one bet with two quotes at once: one pays, the other finds the bet closed', async () => {
    const { p, betId } = await openSingle();
    const before = await availableBalance(t.db, p.id);
    const q1 = (await quote(t, p.token, betId)).json().data;
    const q2 = (await quote(t, p.token, betId)).json().data;
    const answers = await Promise.all([
      cashOut(t, p.token, betId, { quoteId: q1.quoteId }),
      cashOut(t, p.token, betId, { quoteId: q2.quoteId }),
    ]);
    const paid = answers.filter((a) => a.statusCode === 200);
    expect(paid).toHaveLength(1);
    expect(answers.find((a) => a.statusCode !== 200)!.json()).toMatchObject({
      code: 'CASHOUT_UNAVAILABLE',
      data: { reason: 'bet_closed' },
    });
    expect(await availableBalance(t.db, p.id)).toBe(before + kurus(paid[0]!.json().data.amount));
    expect(
      await t.db.selectFrom('sb_cashout').select('quote_id').where('bet_id', '=', betId).execute(),
    ).toHaveLength(1);
    await assertCashoutSound(t.db);
  });

  it('the same quote ten times at once: one cash-out, one set of transfers, the same answer to all', async () => {
    const { p, betId } = await openSingle();
    const before = await availableBalance(t.db, p.id);
    const { quoteId, amount } = (await quote(t, p.token, betId)).json().data;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => cashOut(t, p.token, betId, { quoteId })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await cashoutTransfers(t.db, betId)).toBe(2);
    expect(await availableBalance(t.db, p.id)).toBe(before + kurus(amount));
    await assertCashoutSound(t.db);
  });

  it('a partial and a full cash-out at once: never both on the whole bet, the ledger balances', async () => {
    const { p, betId } = await openSingle();
    const before = await availableBalance(t.db, p.id);
    const q1 = (await quote(t, p.token, betId)).json().data;
    const q2 = (await quote(t, p.token, betId)).json().data;
    const [partial, full] = await Promise.all([
      cashOut(t, p.token, betId, { quoteId: q1.quoteId, amount: 3 }),
      cashOut(t, p.token, betId, { quoteId: q2.quoteId }),
    ]);
    // Whichever locked the bet first: the full one closes it, or the partial one lowers its value.
    const ok = [partial, full].filter((a) => a.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    if (full.statusCode !== 200) expect(full.json().code).toBe('CASHOUT_PRICE_CHANGED');
    if (partial.statusCode !== 200) expect(partial.json().data.reason).toBe('bet_closed');
    const got = ok.reduce((sum, a) => sum + kurus(a.json().data.amount), 0n);
    expect(await availableBalance(t.db, p.id)).toBe(before + got);
    await assertCashoutSound(t.db);
  });

  it('cash-out racing settlement: exactly one of them pays, whichever wins', async () => {
    const outcomes = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const { p, event, betId } = await openSingle();
      const before = await availableBalance(t.db, p.id);
      const { quoteId, amount } = (await quote(t, p.token, betId)).json().data;
      // Started in both orders: the second one waits on the bet's row lock.
      const settle = () => t.sink.settle(line(event), 1, WON);
      const accept = () => cashOut(t, p.token, betId, { quoteId });
      const answer =
        i % 2 ? (await Promise.all([accept(), settle()]))[0] : (await Promise.all([settle(), accept()]))[1];
      const bet = await t.db
        .selectFrom('sb_bet')
        .select(['status', 'payout'])
        .where('id', '=', betId)
        .executeTakeFirstOrThrow();
      outcomes.add(bet.status);
      if (bet.status === 'cashed_out') {
        expect(answer.statusCode).toBe(200);
        expect(await availableBalance(t.db, p.id)).toBe(before + kurus(amount));
      } else {
        expect(bet).toEqual({ status: 'won', payout: 1850n });
        expect(answer.json()).toMatchObject({ code: 'CASHOUT_UNAVAILABLE', data: { reason: 'bet_closed' } });
        expect(await availableBalance(t.db, p.id)).toBe(before + 1850n);
        expect(await cashoutTransfers(t.db, betId)).toBe(0);
      }
      await assertCashoutSound(t.db);
    }
    expect(outcomes.size).toBeGreaterThanOrEqual(1);
  });
});
