import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomers } from '../../../../test/customers.ts';
import { type TestDb, createTestDb, testDatabases } from '../../../../test/harness.ts';
import { fund } from '../../../../test/ledger.ts';
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

/** The settlement sink on the ledger: every rule, replays, corrections and cancel windows. */
describe.each(testDatabases())('settlement sink on %s', (kind) => {
  let t: TestDb;
  let player: bigint;
  const pushes = recordingNotifier();
  let sink: ReturnType<typeof createSettlementSink>;
  let n = 0;
  const fresh = () => line(`sr:match:${kind}:${++n}`);

  beforeAll(async () => {
    t = await createTestDb(kind);
    [player] = (await insertCustomers(t.db, 1)) as [bigint];
    await fund(t.db, player, 1_000_000n);
    sink = createSettlementSink({ db: t.db, notifier: pushes.notifier });
  }, 180_000);
  afterAll(() => t.drop());

  const single = (l: ReturnType<typeof line>, outcomeId: string, oddsMilli: number, stake = 1000n) =>
    placeBet(t.db, { customerId: player, legs: [{ line: l, outcomeId, oddsMilli }], stakePerLine: stake });

  it('settles each factor class of a single and moves the money per the postings table', async () => {
    const cases = [
      { outcome: { id: '1', result: 1 as const }, payout: 1850n, status: 'won' },
      { outcome: { id: '1', result: 0 as const }, payout: 0n, status: 'lost' },
      { outcome: { id: '1', result: 0 as const, voidFactor: 1 }, payout: 1000n, status: 'void' },
      { outcome: { id: '1', result: 1 as const, voidFactor: 0.5 }, payout: 1425n, status: 'half_won' },
      { outcome: { id: '1', result: 0 as const, voidFactor: 0.5 }, payout: 500n, status: 'half_lost' },
      // 6.1666605 ₺ rounded up (docs/decisions/062-payouts-rounded-up.md)
      { outcome: { id: '1', result: 1 as const, deadHeatFactor: 0.333333 }, payout: 617n, status: 'won' },
    ];
    for (const c of cases) {
      const l = fresh();
      const id = await single(l, '1', 1850);
      const before = await cash(t.db, player);
      const house = await houseBalance(t.db, 'house');
      await sink.settle(l, 1, [c.outcome, { id: '2', result: 0 }]);
      const bet = await betOf(t.db, id);
      expect(bet, JSON.stringify(c.outcome)).toMatchObject({
        status: c.status,
        payout: c.payout,
        generation: 1,
      });
      expect(await cash(t.db, player)).toBe(before + c.payout);
      expect(await houseBalance(t.db, 'house')).toBe(house + 1000n - c.payout);
      await assertSettlementSound(t.db);
    }
    expect(pushes.bets.at(-1)?.bet).toMatchObject({ status: 'won', payout: 6.17 });
    expect(pushes.balances).toContain(player);
  });

  it('caps a multiple at its max payout and settles a system bet over its lines', async () => {
    const l = fresh();
    const capped = await placeBet(t.db, {
      customerId: player,
      legs: [{ line: l, outcomeId: '1', oddsMilli: 10_000 }],
      stakePerLine: 1000n,
      maxPayout: 5000n,
    });
    const system = await placeBet(t.db, {
      customerId: player,
      kind: 'system',
      systemSizes: [2],
      lines: 3,
      legs: ['1', 'x', '2'].map((o, i) => ({
        line: { ...l, marketId: 10 + i },
        outcomeId: '1',
        oddsMilli: 2000 + i * 500,
      })),
      stakePerLine: 100n,
    });
    await sink.settle(l, 1, [{ id: '1', result: 1 }]);
    expect(await betOf(t.db, capped)).toMatchObject({ status: 'won', payout: 5000n, capped: true });
    expect(await betOf(t.db, system)).toMatchObject({ status: 'open' });
    await sink.settle({ ...l, marketId: 10 }, 1, [{ id: '1', result: 1 }]);
    await sink.settle({ ...l, marketId: 11 }, 1, [{ id: '1', result: 0 }]);
    expect(await betOf(t.db, system)).toMatchObject({ status: 'open' });
    await sink.settle({ ...l, marketId: 12 }, 1, [{ id: '1', result: 1 }]);
    // lines 1-2 lost, 1-3 2.0 x 3.0, 2-3 lost: 600 of 300 staked
    expect(await betOf(t.db, system)).toMatchObject({ status: 'won', payout: 600n });
    await assertSettlementSound(t.db);
  });

  it('a multiple over two lines settles only once both are resolved; a void leg counts 1.00', async () => {
    const a = fresh();
    const b = fresh();
    const id = await placeBet(t.db, {
      customerId: player,
      legs: [
        { line: a, outcomeId: '1', oddsMilli: 2000 },
        { line: b, outcomeId: '2', oddsMilli: 1500 },
      ],
      stakePerLine: 1000n,
    });
    await sink.settle(a, 1, [{ id: '1', result: 1 }]);
    expect(await betOf(t.db, id)).toMatchObject({ status: 'open', payout: null });
    await assertSettlementSound(t.db);
    await sink.settle(b, 1, [{ id: '2', result: 0, voidFactor: 1 }]);
    expect(await betOf(t.db, id)).toMatchObject({ status: 'won', payout: 2000n });
    await assertSettlementSound(t.db);
  });

  it('a second identical settle is a no-op; the same generation with other results is refused', async () => {
    const l = fresh();
    const id = await single(l, '1', 2000);
    await sink.settle(l, 1, [{ id: '1', result: 1 }]);
    const after = await cash(t.db, player);
    await sink.settle(l, 1, [{ id: '1', result: 1 }]);
    expect(await cash(t.db, player)).toBe(after);
    await expect(sink.settle(l, 1, [{ id: '1', result: 0 }])).rejects.toThrow(/different results/);
    expect(await betOf(t.db, id)).toMatchObject({ status: 'won', payout: 2000n, generation: 1 });
    await assertSettlementSound(t.db);
  });
});
