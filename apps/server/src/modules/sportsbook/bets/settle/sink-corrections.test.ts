import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomers } from '../../../../test/customers.ts';
import { type TestDb, createTestDb, testDatabases } from '../../../../test/harness.ts';
import { fund } from '../../../../test/ledger.ts';
import { owe } from '../../../../test/debts.ts';
import { createSettlementSink } from './sink.ts';
import {
  assertSettlementSound,
  betOf,
  cash,
  houseBalance,
  line,
  placeBet,
  recordingNotifier,
} from './bets.test-kit.ts';

/** The settlement sink's corrections: rollbacks, tombstones, short balances, cancel windows, crashes, races. */
describe.each(testDatabases())('settlement corrections on %s', (kind) => {
  let t: TestDb;
  let player: bigint;
  const pushes = recordingNotifier();
  let sink: ReturnType<typeof createSettlementSink>;
  let n = 0;
  const fresh = () => line(`sr:match:corr:${kind}:${++n}`);

  beforeAll(async () => {
    t = await createTestDb(kind);
    [player] = (await insertCustomers(t.db, 1)) as [bigint];
    await fund(t.db, player, 1_000_000n);
    sink = createSettlementSink({ db: t.db, notifier: pushes.notifier });
  }, 180_000);
  afterAll(() => t.drop());

  const single = (l: ReturnType<typeof line>, outcomeId: string, oddsMilli: number, stake = 1000n) =>
    placeBet(t.db, { customerId: player, legs: [{ line: l, outcomeId, oddsMilli }], stakePerLine: stake });

  it('settle, roll back, settle generation 2 with another result: the money follows', async () => {
    const l = fresh();
    const id = await single(l, '1', 3000);
    const start = await cash(t.db, player);
    await sink.settle(l, 1, [{ id: '1', result: 1 }]);
    expect(await cash(t.db, player)).toBe(start + 3000n);
    await sink.rollbackSettlement(l, 1);
    expect(await betOf(t.db, id)).toMatchObject({ status: 'open', payout: null, generation: 1 });
    expect(await cash(t.db, player)).toBe(start);
    await assertSettlementSound(t.db);
    await sink.rollbackSettlement(l, 1);
    expect(await cash(t.db, player)).toBe(start);
    await sink.settle(l, 2, [{ id: '1', result: 0 }]);
    expect(await betOf(t.db, id)).toMatchObject({ status: 'lost', payout: 0n, generation: 2 });
    expect(await cash(t.db, player)).toBe(start);
    const rows = await t.db
      .selectFrom('sb_bet_settlement')
      .select(['generation', 'kind', 'payout'])
      .where('bet_id', '=', id)
      .orderBy('generation')
      .orderBy('kind')
      .execute();
    expect(rows).toEqual([
      { generation: 1, kind: 'rollback', payout: 3000n },
      { generation: 1, kind: 'settle', payout: 3000n },
      { generation: 2, kind: 'settle', payout: 0n },
    ]);
    await assertSettlementSound(t.db);
  });

  it('a rollback before its settlement leaves a tombstone: the late settlement is ignored', async () => {
    const l = fresh();
    const id = await single(l, '1', 3000);
    await sink.rollbackSettlement(l, 1);
    await sink.settle(l, 1, [{ id: '1', result: 1 }]);
    expect(await betOf(t.db, id)).toMatchObject({ status: 'open' });
    await sink.settle(l, 2, [{ id: '1', result: 1 }]);
    expect(await betOf(t.db, id)).toMatchObject({ status: 'won', payout: 3000n });
    await assertSettlementSound(t.db);
  });

  it('a rollback after the win was spent takes what the cash holds and records the rest as a debt', async () => {
    const [poor] = (await insertCustomers(t.db, 1, 'poor')) as [bigint];
    await fund(t.db, poor, 1000n);
    const l = fresh();
    const id = await placeBet(t.db, {
      customerId: poor,
      legs: [{ line: l, outcomeId: '1', oddsMilli: 5000 }],
      stakePerLine: 1000n,
    });
    await sink.settle(l, 1, [{ id: '1', result: 1 }]);
    expect(await cash(t.db, poor)).toBe(5000n);
    await placeBet(t.db, {
      customerId: poor,
      legs: [{ line: fresh(), outcomeId: '1', oddsMilli: 2000 }],
      stakePerLine: 3500n,
    });
    expect(await cash(t.db, poor)).toBe(1500n);
    const house = await houseBalance(t.db, 'house');
    await sink.rollbackSettlement(l, 1);
    expect(await cash(t.db, poor)).toBe(0n);
    expect(await betOf(t.db, id)).toMatchObject({ status: 'open' });
    const debt = await t.db
      .selectFrom('sb_bet_debt')
      .selectAll()
      .where('bet_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(debt).toMatchObject({ customer_id: poor, generation: 1, amount: 3500n, resolved_at: null });
    // the 1500 held went 1000 back to open-bets (the stake) and 500 to the house (of the 4000 won)
    expect(await houseBalance(t.db, 'house')).toBe(house + 500n);
    await assertSettlementSound(t.db);
  });

  it('a later win pays an open debt first, in the same transaction, and only up to the win (ADR 047)', async () => {
    const [debtor] = (await insertCustomers(t.db, 1, 'debtor')) as [bigint];
    const debtBet = await owe(t.db, debtor, 6000n);
    await fund(t.db, debtor, 1000n);
    const win = async (oddsMilli: number) => {
      const l = fresh();
      await placeBet(t.db, {
        customerId: debtor,
        legs: [{ line: l, outcomeId: '1', oddsMilli }],
        stakePerLine: 1000n,
      });
      await sink.settle(l, 1, [{ id: '1', result: 1 }]);
      await sink.settle(l, 1, [{ id: '1', result: 1 }]);
    };
    const house = await houseBalance(t.db, 'house');
    await win(4000); // pays 4000: all of it to the debt
    expect(await cash(t.db, debtor)).toBe(0n);
    const debt = () =>
      t.db.selectFrom('sb_bet_debt').selectAll().where('bet_id', '=', debtBet).executeTakeFirstOrThrow();
    expect(await debt()).toMatchObject({ amount: 6000n, collected: 4000n, resolved_at: null });
    await fund(t.db, debtor, 1000n);
    await win(3000); // pays 3000: 2000 to the debt, 1000 kept
    expect(await cash(t.db, debtor)).toBe(1000n);
    expect(await debt()).toMatchObject({ collected: 6000n, resolved_at: expect.any(Date) });
    // The house got back what it advanced, net of the two wins it paid (3000 + 2000).
    expect(await houseBalance(t.db, 'house')).toBe(house + 6000n - 5000n);
    const sources = await t.db
      .selectFrom('debt_collection')
      .select(['source', 'amount'])
      .where('customer_id', '=', debtor)
      .orderBy('id')
      .execute();
    expect(sources).toEqual([
      { source: 'sportsbook', amount: 4000n },
      { source: 'sportsbook', amount: 2000n },
    ]);
    await assertSettlementSound(t.db);
  });

  it('a cancel window voids bets placed inside it, before and after settlement, and its rollback restores', async () => {
    const l = fresh();
    const early = await placeBet(t.db, {
      customerId: player,
      legs: [{ line: l, outcomeId: '1', oddsMilli: 2000 }],
      stakePerLine: 1000n,
      placedAt: new Date(1_000),
    });
    const inside = await placeBet(t.db, {
      customerId: player,
      legs: [{ line: l, outcomeId: '1', oddsMilli: 2000 }],
      stakePerLine: 1000n,
      placedAt: new Date(5_000),
    });
    const start = await cash(t.db, player);
    await sink.cancel(l, 'c1', 5_000, 9_000);
    expect(await betOf(t.db, inside)).toMatchObject({ status: 'void', payout: 1000n });
    expect(await betOf(t.db, early)).toMatchObject({ status: 'open' });
    await sink.settle(l, 1, [{ id: '1', result: 1 }]);
    expect(await betOf(t.db, early)).toMatchObject({ status: 'won', payout: 2000n });
    expect(await betOf(t.db, inside)).toMatchObject({ status: 'void', payout: 1000n, generation: 1 });
    expect(await cash(t.db, player)).toBe(start + 3000n);
    // a window over the settled early bet: reversed and resettled void
    await sink.cancel(l, 'c2', null, 2_000);
    expect(await betOf(t.db, early)).toMatchObject({ status: 'void', payout: 1000n, generation: 2 });
    expect(await cash(t.db, player)).toBe(start + 2000n);
    await sink.cancel(l, 'c2', null, 2_000);
    await assertSettlementSound(t.db);
    await sink.rollbackCancel(l, 'c2');
    await sink.rollbackCancel(l, 'c1');
    expect(await betOf(t.db, early)).toMatchObject({ status: 'won', payout: 2000n, generation: 3 });
    expect(await betOf(t.db, inside)).toMatchObject({ status: 'won', payout: 2000n, generation: 2 });
    expect(await cash(t.db, player)).toBe(start + 4000n);
    const kinds = await t.db
      .selectFrom('sb_bet_settlement')
      .select(['generation', 'kind'])
      .where('bet_id', '=', early)
      .orderBy('generation')
      .orderBy('kind')
      .execute();
    expect(kinds.map((k) => `${k.generation}:${k.kind}`)).toEqual([
      '1:rollback',
      '1:settle',
      '2:cancel',
      '2:rollback_cancel',
      '3:settle',
    ]);
    await assertSettlementSound(t.db);
  });

  it('leaves pending bets alone until they are open', async () => {
    const l = fresh();
    const id = await placeBet(t.db, {
      customerId: player,
      legs: [{ line: l, outcomeId: '1', oddsMilli: 2000 }],
      stakePerLine: 1000n,
      status: 'pending',
    });
    await sink.settle(l, 1, [{ id: '1', result: 1 }]);
    expect(await betOf(t.db, id)).toMatchObject({ status: 'pending', payout: null });
    await assertSettlementSound(t.db);
    await t.db.updateTable('sb_bet').set({ status: 'open' }).where('id', '=', id).execute();
    await sink.syncBets([id]);
    expect(await betOf(t.db, id)).toMatchObject({ status: 'won', payout: 2000n });
    await assertSettlementSound(t.db);
  });

  it('a crash after the first chunk commits: the next call finishes the rest exactly once', async () => {
    const l = fresh();
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push(await single(l, '1', 2000, 100n));
    let chunks = 0;
    const crashing = createSettlementSink({
      db: t.db,
      notifier: pushes.notifier,
      chunkSize: 3,
      afterChunk: () => {
        if (++chunks === 1) throw new Error('crash');
      },
    });
    const start = await cash(t.db, player);
    await expect(crashing.settle(l, 1, [{ id: '1', result: 1 }])).rejects.toThrow('crash');
    const settled = async () =>
      (await Promise.all(ids.map((id) => betOf(t.db, id)))).filter((b) => b.status === 'won').length;
    expect(await settled()).toBe(3);
    await assertSettlementSound(t.db);
    await crashing.settle(l, 1, [{ id: '1', result: 1 }]);
    expect(await settled()).toBe(7);
    expect(await cash(t.db, player)).toBe(start + 7n * 200n);
    await crashing.settle(l, 1, [{ id: '1', result: 1 }]);
    expect(await cash(t.db, player)).toBe(start + 7n * 200n);
    await assertSettlementSound(t.db);
  });

  it.skipIf(kind !== 'postgres')('the same settle from 4 connections at once posts once', async () => {
    const l = fresh();
    const customers = await insertCustomers(t.db, 5, 'race');
    for (const c of customers) await fund(t.db, c, 100_000n);
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) {
      ids.push(
        await placeBet(t.db, {
          customerId: customers[i % 5]!,
          legs: [{ line: l, outcomeId: '1', oddsMilli: 1500 }],
          stakePerLine: 1000n,
        }),
      );
    }
    const sinks = Array.from({ length: 4 }, () =>
      createSettlementSink({ db: t.db, notifier: pushes.notifier, chunkSize: 7 }),
    );
    await Promise.all(sinks.map((s) => s.settle(l, 1, [{ id: '1', result: 1 }])));
    for (const c of customers) expect(await cash(t.db, c)).toBe(100_000n - 8000n + 8n * 1500n);
    const rows = await t.db
      .selectFrom('sb_bet_settlement')
      .select((e) => e.fn.countAll<string>().as('n'))
      .where('bet_id', 'in', ids)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(40);
    await assertSettlementSound(t.db);
  });
});
