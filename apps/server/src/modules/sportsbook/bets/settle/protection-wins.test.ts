import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomers } from '../../../../test/customers.ts';
import { type TestDb, createTestDb, testDatabases } from '../../../../test/harness.ts';
import { fund } from '../../../../test/ledger.ts';
import { createSettlementSink } from './sink.ts';
import { line, placeBet, recordingNotifier } from './bets.test-kit.ts';

/** Settlement payouts count as wins in the loss window (docs/decisions/024-player-protection.md). */
describe.each(testDatabases())('settlement and player-protection usage on %s', (kind) => {
  let t: TestDb;
  let player: bigint;
  let sink: ReturnType<typeof createSettlementSink>;
  beforeAll(async () => {
    t = await createTestDb(kind);
    [player] = (await insertCustomers(t.db, 1)) as [bigint];
    await fund(t.db, player, 1_000_000n);
    sink = createSettlementSink({ db: t.db, notifier: recordingNotifier().notifier });
  }, 180_000);
  afterAll(() => t.drop());
  const wins = async () =>
    (
      await t.db
        .selectFrom('rg_usage_day')
        .select('wins')
        .where('customer_id', '=', player)
        .executeTakeFirst()
    )?.wins ?? 0n;

  it('rule 7: a won bet adds its payout to wins; a rolled-back result takes it back', async () => {
    const l = line(`sr:match:${kind}:rg`);
    await placeBet(t.db, {
      customerId: player,
      legs: [{ line: l, outcomeId: '1', oddsMilli: 1850 }],
      stakePerLine: 1000n,
    });
    await sink.settle(l, 1, [
      { id: '1', result: 1 },
      { id: '2', result: 0 },
    ]);
    expect(await wins()).toBe(1850n);
    // A rollback of the result takes the payout back; the new result counts again.
    await sink.rollbackSettlement(l, 1);
    expect(await wins()).toBe(0n);
    await sink.settle(l, 2, [
      { id: '1', result: 0, voidFactor: 1 },
      { id: '2', result: 0 },
    ]);
    expect(await wins()).toBe(1000n);
  });
});
