import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomers } from '../../test/customers.ts';
import { type TestDb, createTestDb, testDatabases } from '../../test/harness.ts';
import { waitForLockWaiters } from '../../test/lock-waits.ts';
import { kycThresholds, withdrawalWaitsForKyc } from './withdrawal-gate.ts';

/**
 * The gate reads the case with a share lock: a withdrawal checked while an approval is being
 * written waits for it and sees `approved`, so it is never created in WaitingForKyc after the
 * approval released the others (the interleaving is forced here, not left to chance).
 */
describe.each(testDatabases())('the KYC withdrawal gate on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(() => t.drop());

  it('waits for an approval in flight and then lets the withdrawal through', async () => {
    const [id] = await insertCustomers(t.db, 1, 'gate');
    const now = new Date();
    await t.db
      .insertInto('kyc_case')
      .values({
        customer_id: id!,
        status: 'manual_review',
        provider: 'simkyc',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const thresholds = await kycThresholds(t.db);
    expect(thresholds).toEqual({ withdrawal: 500_000n, deposit: 2_000_000n });

    let locked!: () => void;
    let commit!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const mayCommit = new Promise<void>((r) => (commit = r));
    const approval = t.db.transaction().execute(async (trx) => {
      await trx.selectFrom('kyc_case').select('status').where('customer_id', '=', id!).forUpdate().execute();
      await trx.updateTable('kyc_case').set({ status: 'approved' }).where('customer_id', '=', id!).execute();
      locked();
      await mayCommit;
    });
    await isLocked;
    const check = t.db.transaction().execute((trx) => withdrawalWaitsForKyc(trx, id!, 600_000n, thresholds));
    // On PostgreSQL the check must be waiting for the approval's lock before it commits; PGlite has
    // one connection, so there the check cannot even start before the commit.
    if (kind === 'postgres') await waitForLockWaiters(t.db, 1);
    commit();
    await approval;
    expect(await check).toBe(false);
    // Unapproved, the same amount waits.
    await t.db.updateTable('kyc_case').set({ status: 'rejected' }).where('customer_id', '=', id!).execute();
    expect(
      await t.db.transaction().execute((trx) => withdrawalWaitsForKyc(trx, id!, 600_000n, thresholds)),
    ).toBe(true);
    expect(
      await t.db.transaction().execute((trx) => withdrawalWaitsForKyc(trx, id!, 500_000n, thresholds)),
    ).toBe(false);
  });
});
