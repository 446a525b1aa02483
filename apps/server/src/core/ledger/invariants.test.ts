import { type Transaction, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { insertCustomers } from '../../test/customers.ts';
import { type TestDb, createTestDb, testDatabases } from '../../test/harness.ts';
import {
  ensurePlayerAccount,
  ensureSystemAccount,
  ledgerErrorFrom,
  ledgerViolations,
  postTransfers,
  transferId,
} from './index.ts';

/**
 * The property and concurrency tests lean on ledgerViolations; these show that it notices each
 * kind of damage (made inside a transaction that is then rolled back), so a silent checker cannot
 * make them pass vacuously.
 */
describe.each(testDatabases())('ledger invariant checks on %s', (kind) => {
  let t: TestDb;
  let player: bigint;
  let house: bigint;
  let hold: string;
  beforeAll(async () => {
    t = await createTestDb(kind);
    const [owner] = (await insertCustomers(t.db, 1)) as [bigint];
    player = await ensurePlayerAccount(t.db, owner);
    house = await ensureSystemAccount(t.db, 'provider', 'house');
    hold = transferId('checks', 'hold');
    await t.db.transaction().execute((trx) =>
      postTransfers(trx, [
        {
          id: transferId('checks', 'in'),
          debit: house,
          credit: player,
          amount: 5_000n,
          currency: 'TRY',
          code: 'win',
        },
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

  /** The violations seen after `damage`, which is then rolled back. */
  const after = async (damage: (trx: Transaction<Database>) => Promise<unknown>) => {
    let seen: string[] = [];
    await t.db
      .transaction()
      .execute(async (trx) => {
        await damage(trx);
        seen = (await ledgerViolations(trx)).map((v) => v.replace(/ \(\d+\)$/, '').split(':')[0]!);
        throw new Error('roll back');
      })
      .catch(() => {});
    return seen;
  };
  // the account guard lets only ledger_leg move totals; tests can impersonate it
  const asLeg = (trx: Transaction<Database>) =>
    sql`select set_config('lalebet.ledger_leg', 'on', true)`.execute(trx);

  it('finds nothing wrong in a sound ledger', async () => {
    expect(await ledgerViolations(t.db)).toEqual([]);
  });

  it('notices totals that differ from the entries, a negative player and a hold nobody placed', async () => {
    expect(
      await after(async (trx) => {
        await asLeg(trx);
        await sql`update ledger_account set debits_pending = debits_pending + 1 where id = ${player}`.execute(
          trx,
        );
      }),
    ).toEqual(['I2 tracked totals equal the fold of their entries, version equals entry count', 'I6 holds']);
    expect(
      await after(async (trx) => {
        await asLeg(trx);
        await sql`update ledger_account set credits_pending = credits_pending + 1 where id = ${player}`.execute(
          trx,
        );
      }),
    ).toEqual(['I2 tracked totals equal the fold of their entries, version equals entry count', 'I6 holds']);
    expect(
      await after(async (trx) => {
        await asLeg(trx);
        await sql`alter table ledger_account drop constraint ledger_account_no_overdraft`.execute(trx);
        await sql`update ledger_account set debits_posted = debits_posted + 100000 where id = ${player}`.execute(
          trx,
        );
      }),
    ).toEqual([
      'I2 tracked totals equal the fold of their entries, version equals entry count',
      'I3 no bounded account below zero (available balance included)',
    ]);
  });

  it('notices an entry without its other leg and a broken running-balance chain', async () => {
    expect(
      await after((trx) =>
        sql`insert into ledger_entry (transfer_id, account_id, amount, pending)
          values (${transferId('checks', 'in')}, ${house}, 7, true)`.execute(trx),
      ),
    ).toEqual(['I1 conservation', 'I1 every transfer balances and has the legs its phase implies']);
    expect(
      await after(async (trx) => {
        await sql`alter table ledger_entry disable trigger ledger_entry_no_update`.execute(trx);
        await sql`update ledger_entry set balance_after = balance_after + 1 where account_id = ${player}`.execute(
          trx,
        );
      }),
    ).toEqual(['I2 running-balance chain is contiguous and adds up']);
  });

  it('notices a hold resolved twice', async () => {
    expect(
      await after(async (trx) => {
        await sql`drop index ledger_one_resolution_per_hold`.execute(trx);
        // the second release would take the held total below zero
        await sql`alter table ledger_account drop constraint ledger_account_non_negative_totals`.execute(trx);
        for (const action of ['void', 'void']) {
          await sql`insert into ledger_transfer (id, debit_account_id, credit_account_id, amount, currency, code, phase, pending_id)
            values (gen_random_uuid(), ${player}, ${house}, 1000, 'TRY', ${action}, ${action}, ${hold})`.execute(
            trx,
          );
        }
      }),
    ).toContain('I6 holds');
  });

  it('refuses a resolution that differs from its hold (hold_mismatch)', async () => {
    const err =
      await sql`insert into ledger_transfer (id, debit_account_id, credit_account_id, amount, currency, code, phase, pending_id)
      values (${transferId('checks', 'mismatch')}, ${player}, ${house}, 999, 'TRY', 'post', 'post', ${hold})`
        .execute(t.db)
        .catch((e: unknown) => e);
    expect(ledgerErrorFrom(err)?.code).toBe('hold_mismatch');
  });
});
