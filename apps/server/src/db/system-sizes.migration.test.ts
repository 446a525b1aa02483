import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertSettlementSound, line, placeBet } from '../modules/sportsbook/bets/settle/bets.test-kit.ts';
import { insertCustomers } from '../test/customers.ts';
import { type TestDb, createTestDb, testDatabases } from '../test/harness.ts';
import { fund } from '../test/ledger.ts';
import * as migration from './migrations/2026_11_27_250000_system_sizes.ts';

/** system_size -> system_sizes (docs/decisions/022, "Named systems"): old bets keep their size. */
describe.each(testDatabases())('system sizes migration on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  }, 180_000);
  afterAll(() => t.drop());

  it('turns a stored size into a one-element set, guards the kind and freezes the sizes', async () => {
    const [customer] = (await insertCustomers(t.db, 1)) as [bigint];
    await fund(t.db, customer, 1_000_000n);
    const legs = [1, 2, 3].map((i) => ({
      line: line(`sr:match:mig:${kind}:${i}`),
      outcomeId: '1',
      oddsMilli: 2000,
    }));
    const system = await placeBet(t.db, {
      customerId: customer,
      kind: 'system',
      systemSizes: [2],
      lines: 3,
      legs,
      stakePerLine: 100n,
    });
    const single = await placeBet(t.db, { customerId: customer, legs: legs.slice(0, 1), stakePerLine: 100n });

    await migration.down(t.db);
    const old = await sql<{ id: string; system_size: number | null }>`
      select id, system_size from sb_bet where id in (${system}, ${single})`.execute(t.db);
    expect(Object.fromEntries(old.rows.map((r) => [r.id, r.system_size]))).toEqual({
      [system]: 2,
      [single]: null,
    });

    await migration.up(t.db);
    const rows = await t.db
      .selectFrom('sb_bet')
      .select(['id', 'system_sizes'])
      .where('id', 'in', [system, single])
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.system_sizes]))).toEqual({
      [system]: [2],
      [single]: null,
    });

    // the sizes decide the payout: frozen like the stake, and present exactly for system bets
    await expect(
      t.db
        .updateTable('sb_bet')
        .set({ system_sizes: [2, 3] })
        .where('id', '=', system)
        .execute(),
    ).rejects.toThrow(/immutable/);
    await expect(
      placeBet(t.db, { customerId: customer, kind: 'system', lines: 3, legs, stakePerLine: 100n }),
    ).rejects.toThrow(/sb_bet_system_sizes/);
    await expect(
      placeBet(t.db, { customerId: customer, systemSizes: [1], legs: legs.slice(0, 1), stakePerLine: 100n }),
    ).rejects.toThrow(/sb_bet_system_sizes/);
    await assertSettlementSound(t.db);
  });
});
