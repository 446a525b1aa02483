import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutcomeResult } from '../../../../lib/feed/envelope.ts';
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

/**
 * Builder bets settled through the sink (docs/decisions/072-bet-builder.md): stake x the combined
 * price when every leg wins, nothing when one loses, the stake back when none lost and one is void.
 */
describe.each(testDatabases())('bet builder settlement on %s', (kind) => {
  let t: TestDb;
  let player: bigint;
  let sink: ReturnType<typeof createSettlementSink>;
  let n = 0;

  beforeAll(async () => {
    t = await createTestDb(kind);
    [player] = (await insertCustomers(t.db, 1)) as [bigint];
    await fund(t.db, player, 1_000_000n);
    sink = createSettlementSink({ db: t.db, notifier: recordingNotifier().notifier });
  }, 180_000);
  afterAll(() => t.drop());

  /** A 12.50 ₺ builder at 3.47 on home win, over 2.5 and both teams to score of a fresh event. */
  async function builder(maxPayout?: bigint) {
    const event = `sr:match:b${kind}:${++n}`;
    const lines = [line(event, 1), line(event, 18, 'total=2.5'), line(event, 29)];
    const id = await placeBet(t.db, {
      customerId: player,
      kind: 'builder',
      builderOddsMilli: 3470,
      legs: [
        { line: lines[0]!, outcomeId: '1', oddsMilli: 2100 },
        { line: lines[1]!, outcomeId: '12', oddsMilli: 1900 },
        { line: lines[2]!, outcomeId: '74', oddsMilli: 1800 },
      ],
      stakePerLine: 1250n,
      maxPayout,
    });
    return { id, lines };
  }
  const won = (id: string): OutcomeResult[] => [{ id, result: 1 }];
  const lost = (id: string): OutcomeResult[] => [{ id, result: 0 }];
  const voided = (id: string): OutcomeResult[] => [{ id, result: 0, voidFactor: 1 }];

  async function settleAll(b: Awaited<ReturnType<typeof builder>>, results: OutcomeResult[][]) {
    for (const [i, r] of results.entries()) await sink.settle(b.lines[i]!, 1, r);
  }

  it('pays stake x the combined price when every leg wins, not the product of the legs', async () => {
    const b = await builder();
    const before = await cash(t.db, player);
    const house = await houseBalance(t.db, 'house');
    await settleAll(b, [won('1'), won('12')]);
    expect(await betOf(t.db, b.id)).toMatchObject({ status: 'open', payout: null });
    await sink.settle(b.lines[2]!, 1, won('74'));
    // 12.50 ₺ x 3.47 = 43.375 ₺, rounded up (docs/decisions/062-payouts-rounded-up.md).
    expect(await betOf(t.db, b.id)).toMatchObject({ status: 'won', payout: 4338n });
    expect(await cash(t.db, player)).toBe(before + 4338n);
    expect(await houseBalance(t.db, 'house')).toBe(house + 1250n - 4338n);
    await assertSettlementSound(t.db);
  });

  it('loses when a leg loses, whatever the others (a void one too)', async () => {
    const b = await builder();
    await settleAll(b, [won('1'), lost('12'), won('74')]);
    expect(await betOf(t.db, b.id)).toMatchObject({ status: 'lost', payout: 0n });
    const c = await builder();
    await settleAll(c, [voided('1'), won('12'), lost('74')]);
    expect(await betOf(t.db, c.id)).toMatchObject({ status: 'lost', payout: 0n });
    await assertSettlementSound(t.db);
  });

  it('is void, the stake back, when a leg is void and none lost', async () => {
    const b = await builder();
    const before = await cash(t.db, player);
    await settleAll(b, [won('1'), voided('12'), won('74')]);
    expect(await betOf(t.db, b.id)).toMatchObject({ status: 'void', payout: 1250n });
    expect(await cash(t.db, player)).toBe(before + 1250n);
    await assertSettlementSound(t.db);
  });

  it('caps the payout and re-settles a corrected leg', async () => {
    const b = await builder(3000n);
    await settleAll(b, [won('1'), won('12'), won('74')]);
    expect(await betOf(t.db, b.id)).toMatchObject({ status: 'won', payout: 3000n, capped: true });
    const before = await cash(t.db, player);
    await sink.rollbackSettlement(b.lines[1]!, 1);
    await sink.settle(b.lines[1]!, 2, lost('12'));
    expect(await betOf(t.db, b.id)).toMatchObject({ status: 'lost', payout: 0n });
    expect(await cash(t.db, player)).toBe(before - 3000n);
    await assertSettlementSound(t.db);
  });
});
