import type { BetStateDto } from '@lalebet/shared';
import type { Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { availableBalance } from '../../../core/ledger/index.ts';
import { call } from '../../../test/accounts.ts';
import { testDatabases } from '../../../test/harness.ts';
import { place, player, single } from '../bets/place/test-kit.ts';
import type { BetsCtx } from '../bets/place/place.context.ts';
import type { NotifyWithin } from '../bets/settle/bonus-wagering.ts';
import { line } from '../bets/settle/bets.test-kit.ts';
import { autoCashout, autoQuoteId } from './auto-cashout.ts';
import { evaluateEvent } from './auto-page.ts';
import { createAutoEvaluator } from './auto-evaluator.ts';
import {
  type CashoutApp,
  assertCashoutSound,
  cashOut,
  cashoutTransfers,
  createCashoutApp,
  quote,
} from './cashout.test-kit.ts';

/**
 * Auto cash-out (docs/decisions/074-auto-cash-out.md), driven directly: the evaluation of an
 * event's rules after its prices moved, with no feed and no waiting.
 */
describe.each(testDatabases())('auto cash-out (%s)', (kind) => {
  let t: CashoutApp;
  let ctx: BetsCtx;
  let n = 0;
  const notified: bigint[] = [];
  beforeAll(async () => {
    t = await createCashoutApp(kind);
    // The recording notifier, plus notifications stored in the transaction as the app's are.
    const notifier = {
      betChanged: (c: bigint, b: BetStateDto) => t.notifier.betChanged(c, b),
      balanceChanged: (c: bigint) => t.notifier.balanceChanged(c),
      notifyWithin: async (trx: Transaction<Database>, c: bigint, note: Parameters<NotifyWithin>[2]) => {
        await trx
          .insertInto('notification')
          .values({
            customer_id: c,
            type: note.type,
            title_tr: note.title.tr,
            title_en: note.title.en,
            note_tr: note.note.tr,
            note_en: note.note.en,
            created_at: new Date(),
          })
          .execute();
        return async () => void notified.push(c);
      },
    };
    ctx = { db: t.db, catalogue: t.catalogue, notifier, log: t.app.log };
  }, 180_000);
  afterAll(() => t.close());

  const kurus = (lira: number) => BigInt(Math.round(lira * 100));
  const WON = [
    { id: '1', result: 1 as const },
    { id: '2', result: 0 as const },
    { id: '3', result: 0 as const },
  ];

  /** A 10-lira single at 1.85 on a fresh 1X2 line (its cash-out value is about 8.85 lira). */
  async function openSingle(threshold: number | null = null) {
    const p = await player(t, 1000);
    const event = `auto-co-${kind}-${++n}`;
    t.catalogue.add(event);
    const res = await place(t, p.token, single(event, 1.85, { stake: 10 }));
    expect(res.statusCode).toBe(200);
    const betId = res.json().data.id as string;
    if (threshold !== null) expect((await setAuto(p.token, betId, threshold)).statusCode).toBe(200);
    return { p, event, betId, before: await availableBalance(t.db, p.id) };
  }
  const setAuto = (token: string, betId: string, threshold: number | null) =>
    call(t.app, `sportsbook/bets/${betId}/cashout/auto`, { threshold }, { token, method: 'PUT' });
  const betRow = (betId: string) =>
    t.db.selectFrom('sb_bet').select(['status', 'payout']).where('id', '=', betId).executeTakeFirstOrThrow();
  const cashouts = (betId: string) =>
    t.db.selectFrom('sb_cashout').selectAll().where('bet_id', '=', betId).orderBy('created_at').execute();
  const rule = (betId: string) =>
    t.db.selectFrom('sb_cashout_auto').select('threshold').where('bet_id', '=', betId).executeTakeFirst();

  it('below the threshold nothing happens; once the value reaches it the bet is cashed out once', async () => {
    const { p, event, betId, before } = await openSingle(9);
    const value = kurus((await quote(t, p.token, betId)).json().data.amount);
    expect(value).toBeLessThan(900n);
    expect((await evaluateEvent(ctx, event)).outcomes).toEqual(['below']);
    expect(await betRow(betId)).toEqual({ status: 'open', payout: null });

    // The home side shortens: the bet is worth about 10.39 lira now.
    t.catalogue.setOdds(event, '1', 1300);
    const worth = kurus((await quote(t, p.token, betId)).json().data.amount);
    expect(worth).toBeGreaterThanOrEqual(900n);
    const pushed = t.notifier.bets.length;
    const evaluator = createAutoEvaluator(ctx, { schedule: queueMicrotask });
    for (let i = 0; i < 3; i++) evaluator.mark(event);
    await evaluator.idle();

    expect(await betRow(betId)).toEqual({ status: 'cashed_out', payout: worth });
    const rows = await cashouts(betId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: worth, full: true, stake_part: 1000n });
    expect(rows[0]!.quote_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await availableBalance(t.db, p.id)).toBe(before + worth);
    // The stake back from open-bets and the gain from the house.
    expect(await cashoutTransfers(t.db, betId)).toBe(2);
    expect(await rule(betId)).toBeUndefined();
    expect(t.notifier.bets.slice(pushed)).toEqual([
      {
        customerId: p.id,
        bet: { id: betId, status: 'cashed_out', payout: Number(worth) / 100, refusal: null },
      },
    ]);
    const note = await t.db
      .selectFrom('notification')
      .select(['type', 'note_en'])
      .where('customer_id', '=', p.id)
      .execute();
    expect(note).toEqual([{ type: 5, note_en: expect.stringContaining('cashed out automatically') }]);
    expect(notified).toContain(p.id);
    // Later prices find nothing to do; the line's settlement leaves the bet alone.
    t.catalogue.setOdds(event, '1', 1100);
    expect((await evaluateEvent(ctx, event)).outcomes).toEqual([]);
    await t.sink.settle(line(event), 1, WON);
    expect(await availableBalance(t.db, p.id)).toBe(before + worth);
    await assertCashoutSound(t.db);
  });

  it('never fires while cash-out is unavailable: a suspended market, an operator switch', async () => {
    const { event, betId, before, p } = await openSingle(1);
    t.catalogue.suspend(event);
    expect((await evaluateEvent(ctx, event)).outcomes).toEqual(['unavailable']);
    t.catalogue.resume(event);
    await t.db
      .insertInto('sb_cashout_off')
      .values({ scope: 'event', ref: event, created_at: new Date() })
      .execute();
    expect((await evaluateEvent(ctx, event)).outcomes).toEqual(['unavailable']);
    await t.db.deleteFrom('sb_cashout_off').where('ref', '=', event).execute();
    expect(await betRow(betId)).toEqual({ status: 'open', payout: null });
    expect(await availableBalance(t.db, p.id)).toBe(before);
    expect(await rule(betId)).toEqual({ threshold: 100n });
    // Available again: it fires.
    expect((await evaluateEvent(ctx, event)).outcomes).toEqual(['fired']);
    await assertCashoutSound(t.db);
  });

  it('a removed rule never fires, and a bet of another event is not looked at', async () => {
    const { p, event, betId } = await openSingle(1);
    const other = await openSingle(1);
    expect((await setAuto(p.token, betId, null)).json().data).toEqual({ threshold: null });
    expect((await evaluateEvent(ctx, event)).outcomes).toEqual([]);
    expect(await autoCashout(ctx, p.id, betId, 500)).toBe('gone');
    expect(await betRow(betId)).toEqual({ status: 'open', payout: null });
    expect(await betRow(other.betId)).toEqual({ status: 'open', payout: null });
    await assertCashoutSound(t.db);
  });

  it('after a partial cash-out the rule applies to the rest of the bet', async () => {
    const { p, event, betId, before } = await openSingle();
    const q = (await quote(t, p.token, betId)).json().data;
    const part = await cashOut(t, p.token, betId, { quoteId: q.quoteId, amount: 3 });
    expect(part.json().data).toMatchObject({ amount: 3, full: false });
    // The rest is worth about 5.85 lira: 6 is not reached, then is once the price moves.
    expect((await setAuto(p.token, betId, 6)).statusCode).toBe(200);
    expect((await evaluateEvent(ctx, event)).outcomes).toEqual(['below']);
    t.catalogue.setOdds(event, '1', 1300);
    expect((await evaluateEvent(ctx, event)).outcomes).toEqual(['fired']);
    const rows = await cashouts(betId);
    expect(rows.map((r) => r.full)).toEqual([false, true]);
    expect(rows[1]!.amount).toBeGreaterThanOrEqual(600n);
    expect(rows[0]!.stake_part + rows[1]!.stake_part).toBe(1000n);
    expect(await availableBalance(t.db, p.id)).toBe(before + 300n + rows[1]!.amount);
    await assertCashoutSound(t.db);
  });

  it('two processes evaluating one event at once: one cash-out under one quote id', async () => {
    const { p, event, betId, before } = await openSingle(1);
    const saved = await t.db
      .selectFrom('sb_cashout_auto')
      .select('updated_at')
      .where('bet_id', '=', betId)
      .executeTakeFirstOrThrow();
    const runs = await Promise.all([
      evaluateEvent(ctx, event),
      evaluateEvent(ctx, event),
      evaluateEvent(ctx, event),
    ]);
    expect(runs.flatMap((r) => r.outcomes).filter((o) => o === 'fired')).toHaveLength(1);
    const rows = await cashouts(betId);
    expect(rows.map((r) => r.quote_id)).toEqual([autoQuoteId(betId, saved.updated_at)]);
    expect(await availableBalance(t.db, p.id)).toBe(before + rows[0]!.amount);
    await assertCashoutSound(t.db);
  });

  it('racing the player’s own cash-out: exactly one closes the bet, in either order', async () => {
    for (let i = 0; i < 2; i++) {
      const { p, event, betId, before } = await openSingle(1);
      const { quoteId } = (await quote(t, p.token, betId)).json().data;
      const manual = () => cashOut(t, p.token, betId, { quoteId });
      const auto = () => evaluateEvent(ctx, event);
      // Started in both orders: the second one waits on the bet's row lock.
      const [answer, run] =
        i % 2
          ? await Promise.all([manual(), auto()])
          : await Promise.all([auto(), manual()]).then(([r, a]) => [a, r] as const);
      const rows = await cashouts(betId);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.full).toBe(true);
      const manualWon = rows[0]!.quote_id === quoteId;
      expect(answer.statusCode === 200).toBe(manualWon);
      expect(run.outcomes.includes('fired')).toBe(!manualWon);
      expect(await availableBalance(t.db, p.id)).toBe(before + rows[0]!.amount);
      await assertCashoutSound(t.db);
    }
  });

  it('racing settlement: exactly one pays, in either order', async () => {
    for (let i = 0; i < 2; i++) {
      const { p, event, betId, before } = await openSingle(1);
      const settle = () => t.sink.settle(line(event), 1, WON);
      const auto = () => evaluateEvent(ctx, event);
      await (i % 2 ? Promise.all([settle(), auto()]) : Promise.all([auto(), settle()]));
      const bet = await betRow(betId);
      const rows = await cashouts(betId);
      if (bet.status === 'cashed_out') {
        expect(rows).toHaveLength(1);
        expect(await availableBalance(t.db, p.id)).toBe(before + rows[0]!.amount);
      } else {
        expect(bet).toEqual({ status: 'won', payout: 1850n });
        expect(rows).toHaveLength(0);
        expect(await availableBalance(t.db, p.id)).toBe(before + 1850n);
      }
      await assertCashoutSound(t.db);
    }
  });
});
