import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { line, placeBet } from '../modules/sportsbook/bets/settle/bets.test-kit.ts';
import { insertCustomers } from '../test/customers.ts';
import { type TestDb, createTestDb, testDatabases } from '../test/harness.ts';
import { fund } from '../test/ledger.ts';
import * as migration from './migrations/2026_12_06_210100_turkish_coupon_rules.ts';

/** Bankers and misli (docs/decisions/070-turkish-coupon-rules.md): defaults, frozen, reversible. */
describe.each(testDatabases())('Turkish coupon rules migration on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  }, 180_000);
  afterAll(() => t.drop());

  it('older bets read no banker and misli 1; both are frozen; down and up again', async () => {
    const [customer] = (await insertCustomers(t.db, 1)) as [bigint];
    await fund(t.db, customer, 1_000_000n);
    const legs = [1, 2, 3].map((i) => ({
      line: line(`sr:match:tcr:${kind}:${i}`),
      outcomeId: '1',
      oddsMilli: 2000,
    }));
    const id = await placeBet(t.db, {
      customerId: customer,
      kind: 'system',
      systemSizes: [2],
      lines: 3,
      legs,
      stakePerLine: 150n,
    });
    const bet = () =>
      t.db.selectFrom('sb_bet').select('misli').where('id', '=', id).executeTakeFirstOrThrow();
    const bankers = () =>
      t.db.selectFrom('sb_bet_leg').select('banker').where('bet_id', '=', id).orderBy('leg_no').execute();
    expect(await bet()).toEqual({ misli: 1 });
    expect((await bankers()).map((l) => l.banker)).toEqual([false, false, false]);

    const setMisli = (misli: number) =>
      t.db.updateTable('sb_bet').set({ misli }).where('id', '=', id).execute();
    await expect(setMisli(3)).rejects.toThrow(/immutable/);
    await expect(
      t.db.updateTable('sb_bet_leg').set({ banker: true }).where('bet_id', '=', id).execute(),
    ).rejects.toThrow(/immutable/);

    await migration.down(t.db);
    await migration.up(t.db);
    expect(await bet()).toEqual({ misli: 1 });
    await expect(setMisli(3)).rejects.toThrow(/immutable/);
  });
});
