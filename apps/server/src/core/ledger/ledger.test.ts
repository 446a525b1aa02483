import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomers } from '../../test/customers.ts';
import { type TestDb, createTestDb, testDatabases } from '../../test/harness.ts';
import {
  LedgerError,
  availableBalance,
  ensurePlayerAccount,
  ensureSystemAccount,
  ledgerViolations,
  postTransfers,
  resolveHold,
  transferId,
} from './index.ts';

describe.each(testDatabases())('ledger on %s', (kind) => {
  let t: TestDb;
  let player: bigint;
  let owner: bigint;
  let gateway: bigint;
  let withdrawals: bigint;
  beforeAll(async () => {
    t = await createTestDb(kind);
    [owner] = (await insertCustomers(t.db, 1)) as [bigint];
    player = await ensurePlayerAccount(t.db, owner);
    gateway = await ensureSystemAccount(t.db, 'gateway', 'simpay');
    withdrawals = await ensureSystemAccount(t.db, 'withdrawals', 'manual');
  });
  afterAll(() => t.drop());

  const credit = (key: string, amount: bigint) =>
    t.db.transaction().execute((trx) =>
      postTransfers(trx, [
        {
          id: transferId('test', key),
          debit: gateway,
          credit: player,
          amount,
          currency: 'TRY',
          code: 'deposit',
        },
      ]),
    );

  it('credits once per id and rejects a replay with different fields', async () => {
    expect(await credit('d1', 10_000n)).toEqual(['created']);
    expect(await credit('d1', 10_000n)).toEqual(['exists']);
    await expect(credit('d1', 9_999n)).rejects.toMatchObject({ code: 'exists_with_different' });
    expect(await availableBalance(t.db, owner)).toBe(10_000n);
    expect(await ledgerViolations(t.db)).toEqual([]);
  });

  it('refuses an overdraft in the database and leaves no trace', async () => {
    const before = await t.db
      .selectFrom('ledger_transfer')
      .select((e) => e.fn.countAll().as('n'))
      .executeTakeFirst();
    const err = await t.db
      .transaction()
      .execute((trx) =>
        postTransfers(trx, [
          {
            id: transferId('test', 'w1'),
            debit: player,
            credit: withdrawals,
            amount: 10_001n,
            currency: 'TRY',
            code: 'withdrawal',
          },
        ]),
      )
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LedgerError);
    expect((err as LedgerError).code).toBe('insufficient_funds');
    const after = await t.db
      .selectFrom('ledger_transfer')
      .select((e) => e.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(after).toEqual(before);
  });

  it('holds reduce the available balance and resolve once', async () => {
    const hold = transferId('test', 'hold1');
    await t.db.transaction().execute((trx) =>
      postTransfers(trx, [
        {
          id: hold,
          debit: player,
          credit: withdrawals,
          amount: 4_000n,
          currency: 'TRY',
          code: 'withdrawal_hold',
          phase: 'pending',
        },
      ]),
    );
    expect(await availableBalance(t.db, owner)).toBe(6_000n);
    await t.db.transaction().execute((trx) =>
      resolveHold(trx, {
        id: transferId('test', 'hold1', 'void'),
        pendingId: hold,
        action: 'void',
        code: 'withdrawal_void',
      }),
    );
    expect(await availableBalance(t.db, owner)).toBe(10_000n);
    await expect(
      t.db.transaction().execute((trx) =>
        resolveHold(trx, {
          id: transferId('test', 'hold1', 'post'),
          pendingId: hold,
          action: 'post',
          code: 'withdrawal_post',
        }),
      ),
    ).rejects.toMatchObject({ code: 'hold_already_resolved' });
    // the identical resolution replayed is a no-op
    expect(
      await t.db.transaction().execute((trx) =>
        resolveHold(trx, {
          id: transferId('test', 'hold1', 'void'),
          pendingId: hold,
          action: 'void',
          code: 'withdrawal_void',
        }),
      ),
    ).toBe('exists');
    expect(await ledgerViolations(t.db)).toEqual([]);
  });

  it('transfers and entries are append-only', async () => {
    await expect(sql`update ledger_transfer set amount = 1`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from ledger_entry`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate ledger_entry`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(
      sql`update ledger_account set credits_posted = credits_posted + 1`.execute(t.db),
    ).rejects.toThrow(/account totals change only through transfers/);
  });
});
