import { randomUUID } from 'node:crypto';
import type { BonusProgressDto, PlaceBetRequest } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { forfeitActiveBonus } from '../../../../core/bonus/index.ts';
import { availableBalance } from '../../../../core/ledger/index.ts';
import { bonusOf, bonusRow, expectNoNegativePlayerBalances, giveBonus } from '../../../../test/bonus.ts';
import { testDatabases } from '../../../../test/harness.ts';
import { assertLedgerSound } from '../../../../test/ledger.ts';
import { createBetsApp, expectOpenBetsBalanced, place, player, sel, single } from '../place/test-kit.ts';
import { createSettlementSink } from './sink.ts';
import { line, recordingNotifier } from './bets.test-kit.ts';

/** Settlement of bets staked with bonus money (docs/decisions/012-bonuses.md, "Sports bets"). */
describe.each(testDatabases())('settling bonus-funded sports bets (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof createBetsApp>>;
  let sink: ReturnType<typeof createSettlementSink>;
  const pushes = recordingNotifier();
  const progress: BonusProgressDto[] = [];
  const notes: string[] = [];
  beforeAll(async () => {
    t = await createBetsApp(kind);
    sink = createSettlementSink({
      db: t.db,
      notifier: {
        ...pushes.notifier,
        bonusProgress: async (_c, p) => void progress.push(p),
        notifyWithin: async (_trx, _c, n) => {
          notes.push(n.title.en);
          return async () => {};
        },
      },
    });
  }, 180_000);
  afterAll(() => t.close());

  const sound = async () => {
    await expectOpenBetsBalanced(t.db);
    await expectNoNegativePlayerBalances(t.db);
    await assertLedgerSound(t.db);
  };
  const bet = (id: string) =>
    t.db
      .selectFrom('sb_bet')
      .select(['status', 'payout', 'bonus_payout', 'wagering_counted', 'bonus_stake'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const placed = async (token: string, body: PlaceBetRequest) => {
    const res = await place(t, token, body);
    expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
    return res.json().data.id as string;
  };
  const win = (e: string, g = 1) =>
    sink.settle(line(e), g, [
      { id: '1', result: 1 },
      { id: '2', result: 0 },
      { id: '3', result: 0 },
    ]);
  const lose = (e: string, g = 1) =>
    sink.settle(line(e), g, [
      { id: '1', result: 0 },
      { id: '2', result: 1 },
      { id: '3', result: 0 },
    ]);
  const voidIt = (e: string) =>
    sink.settle(
      line(e),
      1,
      ['1', '2', '3'].map((id) => ({ id, result: 0 as const, voidFactor: 1 })),
    );

  it('splits a win between cash and bonus in proportion, the rounding kuruş to cash', async () => {
    const p = await player(t, 10);
    await giveBonus(t.db, p.id, 5_000n, { sportsStake: true });
    t.catalogue.add('bs-win');
    // 13.33 ₺: 10 ₺ cash, 3.33 ₺ bonus; 1.85 pays 24.67 ₺ (2466.05 rounded up once, ADR 062).
    const id = await placed(p.token, single('bs-win', 1.85, { stake: 13.33 }));
    await win('bs-win');
    // Bonus share 2467 × 333 / 1333 = 616.28 -> 616; cash 1851 (exact 1850.72, never less).
    expect(await bet(id)).toMatchObject({ status: 'won', payout: 2_467n, bonus_payout: 616n });
    expect(await availableBalance(t.db, p.id)).toBe(1_851n);
    expect(await bonusOf(t.db, p.id)).toBe(5_000n - 333n + 616n);
    await sound();
  });

  it('a void bet returns each part where it came from; after a forfeit the bonus part goes to the house', async () => {
    const p = await player(t, 10);
    await giveBonus(t.db, p.id, 5_000n, { sportsStake: true });
    t.catalogue.add('bs-void');
    const id = await placed(p.token, single('bs-void', 1.85, { stake: 30 }));
    await voidIt('bs-void');
    expect(await bet(id)).toMatchObject({ status: 'void', payout: 3_000n, bonus_payout: 2_000n });
    expect(await availableBalance(t.db, p.id)).toBe(1_000n);
    expect(await bonusOf(t.db, p.id)).toBe(5_000n);
    await sound();

    t.catalogue.add('bs-void2');
    t.catalogue.add('bs-win2', [2_000, 3_400, 4_200]);
    const refunded = await placed(p.token, single('bs-void2', 1.85, { stake: 30 }));
    const winner = await placed(p.token, single('bs-win2', 2, { stake: 10 }));
    expect((await bet(winner)).bonus_stake).toBe(1_000n);
    await t.db.transaction().execute((trx) => forfeitActiveBonus(trx, p.id));
    await voidIt('bs-void2');
    expect(await bet(refunded)).toMatchObject({ status: 'void', bonus_payout: 2_000n });
    expect(await availableBalance(t.db, p.id)).toBe(1_000n);
    expect(await bonusOf(t.db, p.id)).toBe(0n);
    // A win after the bonus ended is all cash, as the casino pays it.
    await win('bs-win2');
    expect(await bet(winner)).toMatchObject({ status: 'won', bonus_payout: null });
    expect(await availableBalance(t.db, p.id)).toBe(1_000n + 2_000n);
    await sound();
  });

  it('counts settled bets at the percentage, only at or above the minimum odds, never at placement or when void', async () => {
    const p = await player(t, 200);
    const bonusId = await giveBonus(t.db, p.id, 5_000n, {
      multiple: 10,
      sportsContribution: 50,
      sportsMinOddsMilli: 1_500,
    });
    t.catalogue.add('bw-low', [1_400, 3_400, 4_200]);
    t.catalogue.add('bw-ok');
    t.catalogue.add('bw-void');
    t.catalogue.add('bw-m1', [1_200, 3_400, 4_200]);
    t.catalogue.add('bw-m2', [1_300, 3_400, 4_200]);
    for (const e of ['bw-s1', 'bw-s2', 'bw-s3']) t.catalogue.add(e);
    const low = await placed(p.token, single('bw-low', 1.4, { stake: 10 }));
    const ok = await placed(p.token, single('bw-ok', 1.85, { stake: 10 }));
    const voided = await placed(p.token, single('bw-void', 1.85, { stake: 10 }));
    const multi = await placed(p.token, {
      requestId: randomUUID(),
      kind: 'multiple',
      stake: 10,
      oddsChange: 'none',
      selections: [sel('bw-m1', 1.2), sel('bw-m2', 1.3)],
    });
    const system = await placed(p.token, {
      requestId: randomUUID(),
      kind: 'system',
      system: { size: 2 },
      stake: 10,
      oddsChange: 'none',
      selections: ['bw-s1', 'bw-s2', 'bw-s3'].map((e) => sel(e, 1.85)),
    });
    expect((await bonusRow(t.db, bonusId)).wagering_done).toBe(0n);
    await lose('bw-low');
    await lose('bw-ok');
    await voidIt('bw-void');
    await win('bw-m1');
    await win('bw-m2');
    for (const e of ['bw-s1', 'bw-s2', 'bw-s3']) await lose(e);
    expect((await bet(low)).wagering_counted).toBe(0n);
    expect((await bet(ok)).wagering_counted).toBe(500n);
    expect((await bet(voided)).wagering_counted).toBe(0n);
    // 1.20 × 1.30 = 1.56 reaches 1.50.
    expect((await bet(multi)).wagering_counted).toBe(500n);
    // System bets do not count unless the definition says so.
    expect((await bet(system)).wagering_counted).toBe(0n);
    expect((await bonusRow(t.db, bonusId)).wagering_done).toBe(1_000n);
    // Pushed after the commit (fire and forget).
    await vi.waitFor(() => expect(progress.at(-1)).toMatchObject({ id: Number(bonusId), wageringDone: 10 }));
    await sound();
  });

  it('converts the bonus, winnings included, when a settled bet meets the wagering', async () => {
    const p = await player(t, 0);
    const bonusId = await giveBonus(t.db, p.id, 5_000n, {
      multiple: 1,
      sportsStake: true,
      sportsContribution: 100,
    });
    t.catalogue.add('bc-win', [2_000, 3_400, 4_200]);
    const id = await placed(p.token, single('bc-win', 2, { stake: 50 }));
    expect(await bonusOf(t.db, p.id)).toBe(0n);
    await win('bc-win');
    expect(await bet(id)).toMatchObject({ payout: 10_000n, bonus_payout: 10_000n, wagering_counted: 5_000n });
    expect(await bonusRow(t.db, bonusId)).toMatchObject({ status: 'completed', wagering_done: 5_000n });
    expect(await availableBalance(t.db, p.id)).toBe(10_000n);
    expect(await bonusOf(t.db, p.id)).toBe(0n);
    expect(notes).toContain('Wagering complete');
    await sound();
  });

  it('a rollback takes back the bonus winnings and the wagering; the new result counts again', async () => {
    const p = await player(t, 10);
    const bonusId = await giveBonus(t.db, p.id, 5_000n, {
      multiple: 10,
      sportsStake: true,
      sportsContribution: 100,
    });
    t.catalogue.add('br-win');
    const id = await placed(p.token, single('br-win', 1.85, { stake: 30 }));
    await win('br-win');
    // 55.50 ₺: 37 ₺ to the bonus, 18.50 ₺ to cash.
    expect(await bet(id)).toMatchObject({ payout: 5_550n, bonus_payout: 3_700n, wagering_counted: 3_000n });
    expect(await bonusOf(t.db, p.id)).toBe(6_700n);
    await sink.rollbackSettlement(line('br-win'), 1);
    expect(await bet(id)).toMatchObject({
      status: 'open',
      payout: null,
      bonus_payout: null,
      wagering_counted: 0n,
    });
    expect(await availableBalance(t.db, p.id)).toBe(0n);
    expect(await bonusOf(t.db, p.id)).toBe(3_000n);
    expect((await bonusRow(t.db, bonusId)).wagering_done).toBe(0n);
    await sound();
    await lose('br-win', 2);
    expect(await bet(id)).toMatchObject({ status: 'lost', wagering_counted: 3_000n });
    expect((await bonusRow(t.db, bonusId)).wagering_done).toBe(3_000n);
    await sound();
  });

  it('a correction after the bonus ended takes the bonus part from the house, not the player', async () => {
    const p = await player(t, 10);
    await giveBonus(t.db, p.id, 5_000n, { sportsStake: true });
    t.catalogue.add('br-ended');
    const id = await placed(p.token, single('br-ended', 1.85, { stake: 30 }));
    await win('br-ended');
    expect(await availableBalance(t.db, p.id)).toBe(1_850n);
    await t.db.transaction().execute((trx) => forfeitActiveBonus(trx, p.id));
    await sink.rollbackSettlement(line('br-ended'), 1);
    expect(await bet(id)).toMatchObject({ status: 'open' });
    expect(await availableBalance(t.db, p.id)).toBe(0n);
    expect(await bonusOf(t.db, p.id)).toBe(0n);
    const debts = await t.db.selectFrom('sb_bet_debt').select('amount').where('bet_id', '=', id).execute();
    expect(debts).toEqual([]);
    await sound();
  });
});
