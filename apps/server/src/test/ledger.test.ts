import { type Transaction, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { ensurePlayerAccount, ensureSystemAccount, postTransfers, transferId } from '../core/ledger/index.ts';
import { insertCustomers } from './customers.ts';
import { type TestDb, createTestDb, testDatabases } from './harness.ts';
import { assertLedgerSound, fund } from './ledger.ts';

/**
 * Many tests end with assertLedgerSound, so it must really fail: each case damages a sound ledger
 * inside a transaction, expects the assertion to throw there, and rolls the damage back.
 */
describe.each(testDatabases())('assertLedgerSound on %s', (kind) => {
  let t: TestDb;
  let customer: bigint;
  let player: bigint;
  let house: bigint;
  let hold: string;
  beforeAll(async () => {
    t = await createTestDb(kind);
    [customer] = (await insertCustomers(t.db, 1)) as [bigint];
    await fund(t.db, customer, 5_000n);
    player = await ensurePlayerAccount(t.db, customer);
    house = await ensureSystemAccount(t.db, 'withdrawals', 'manual');
    hold = transferId('sound', 'hold');
    await t.db.transaction().execute((trx) =>
      postTransfers(trx, [
        {
          id: hold,
          debit: player,
          credit: house,
          amount: 1_000n,
          currency: 'TRY',
          code: 'hold',
          phase: 'pending',
        },
      ]),
    );
  });
  afterAll(() => t.drop());

  /** What assertLedgerSound throws after `damage` (rolled back afterwards), or null. */
  const failureAfter = async (damage: (trx: Transaction<Database>) => Promise<unknown>) => {
    let failure: string | null = null;
    await t.db
      .transaction()
      .execute(async (trx) => {
        await damage(trx);
        await assertLedgerSound(trx).catch((err: Error) => (failure = err.message));
        throw new Error('roll back');
      })
      .catch(() => {});
    return failure;
  };

  it('passes on a sound ledger with a funded player and an open hold', async () => {
    await assertLedgerSound(t.db);
    expect(await failureAfter(async () => {})).toBeNull();
  });

  it('fails on an entry without its other leg (money from nowhere)', async () => {
    const failure = await failureAfter((trx) =>
      sql`insert into ledger_entry (transfer_id, account_id, amount, pending)
        values (${hold}, ${house}, 7, false)`.execute(trx),
    );
    expect(failure).toMatch(/I1 conservation/);
    expect(failure).toMatch(/all entries sum to 7/);
  });

  it('fails on a player below zero even when the account is not marked no-overdraft', async () => {
    const failure = await failureAfter(async (trx) => {
      await sql`select set_config('lalebet.ledger_leg', 'on', true)`.execute(trx);
      await sql`alter table ledger_account drop constraint ledger_account_no_overdraft`.execute(trx);
      await sql`update ledger_account set no_overdraft = false, debits_posted = debits_posted + 100000
        where id = ${player}`.execute(trx);
    });
    expect(failure).toMatch(/players below zero \(1\)/);
  });

  it('fails on a hold resolved twice', async () => {
    const failure = await failureAfter(async (trx) => {
      await sql`drop index ledger_one_resolution_per_hold`.execute(trx);
      await sql`alter table ledger_account drop constraint ledger_account_non_negative_totals`.execute(trx);
      for (const action of ['void', 'void']) {
        await sql`insert into ledger_transfer (id, debit_account_id, credit_account_id, amount, currency, code, phase, pending_id)
          values (gen_random_uuid(), ${player}, ${house}, 1000, 'TRY', ${action}, ${action}, ${hold})`.execute(
          trx,
        );
      }
    });
    expect(failure).toMatch(/I6 holds/);
  });
});
