import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { call, signUp } from '../../test/accounts.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { fund } from '../../test/ledger.ts';
import { countQueries } from '../../test/query-counter.ts';
import { ensureSystemAccount, playerAccountKey } from '../ledger/accounts.ts';
import { transferId } from '../ledger/ids.ts';
import { sendBalanceNotice, APP_BALANCE_NOTICES } from '../../infra/cache/balance-notices.ts';
import { setLocal } from '../../db/transaction-settings.ts';

/** The balance poll from memory (balance-cache.ts, docs/decisions/019-hot-path-caches.md). */
describe.each(testDatabases())('the balance cache on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const player = async () => {
    const { token, username } = await signUp(t.app);
    const { id } = await t.db
      .selectFrom('customer')
      .select('id')
      .where('username', '=', username as string)
      .executeTakeFirstOrThrow();
    const balance = async () => (await call(t.app, 'user/balance', undefined, { token })).json().data;
    return { id, balance };
  };

  /** A deposit written without this process's ledger code, as another process would: no mark here. */
  const depositElsewhere = async (db: Kysely<Database>, customerId: bigint, tag: string, amount: bigint) => {
    const gateway = await ensureSystemAccount(db, 'gateway', 'test-funding');
    const { id: account } = await db
      .selectFrom('ledger_account')
      .select('id')
      .where('key', '=', playerAccountKey(customerId))
      .executeTakeFirstOrThrow();
    await db
      .insertInto('ledger_transfer')
      .values({
        id: transferId(tag, customerId),
        debit_account_id: gateway,
        credit_account_id: account,
        amount,
        currency: 'TRY',
        code: 'deposit',
        phase: 'posted',
        pending_id: null,
        metadata: '{}',
      })
      .execute();
  };

  it('shows a posting made in this process on the very next poll, then answers from memory', async () => {
    const p = await player();
    expect(await p.balance()).toEqual({ balance: 0, bonusBalance: 0 });
    await fund(t.db, p.id, 12_345n);
    // No fence: the ledger marks the customer before it writes, so no notice is waited for.
    expect(await p.balance()).toEqual({ balance: 123.45, bonusBalance: 0 });
    // Until the posting's notice arrives (asynchronous on PostgreSQL) polls read through.
    await t.app.cacheNotices?.fence();
    expect(await p.balance()).toEqual({ balance: 123.45, bonusBalance: 0 });
    const counter = countQueries(t.db);
    try {
      expect(await p.balance()).toEqual({ balance: 123.45, bonusBalance: 0 });
    } finally {
      counter.stop();
    }
    expect(counter.count).toBe(0);
  });

  it('drops a balance on the database notice of a change made elsewhere', async () => {
    const p = await player();
    await fund(t.db, p.id, 500n);
    expect(await p.balance()).toEqual({ balance: 5, bonusBalance: 0 });
    // Another process moving the account (a transfer written without this process's ledger
    // code): only the trigger's notice tells this cache.
    await depositElsewhere(t.db, p.id, 'test-elsewhere', 200n);
    await t.app.cacheNotices?.fence();
    expect(await p.balance()).toEqual({ balance: 7, bonusBalance: 0 });
  });

  it("leaves a transaction's notice to the app when it takes it over, and drops the balance on the app's notice", async () => {
    const p = await player();
    await fund(t.db, p.id, 500n);
    await t.app.cacheNotices?.fence();
    expect(await p.balance()).toEqual({ balance: 5, bonusBalance: 0 });
    await t.db.transaction().execute(async (trx) => {
      await setLocal(trx, APP_BALANCE_NOTICES);
      await depositElsewhere(trx, p.id, 'test-app-notice', 300n);
    });
    await t.app.cacheNotices?.fence();
    expect(await p.balance()).toEqual({ balance: 5, bonusBalance: 0 }); // the trigger stayed quiet
    await sendBalanceNotice(t.db, p.id);
    await t.app.cacheNotices?.fence();
    expect(await p.balance()).toEqual({ balance: 8, bonusBalance: 0 });
  });
});
