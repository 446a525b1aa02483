import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachNotices, detachNotices } from '../infra/cache/notices.ts';
import { type TestDb, createTestDb, testDatabases } from '../test/harness.ts';
import { readOptions } from './site-options.ts';

/**
 * The options cache and transactions (docs/decisions/036-seamless-wallet-speed.md): a transaction
 * that finds the cache cold starts filling it from the database, but never waits for that read,
 * which needs a pool connection of its own. On the embedded database the pool is one connection,
 * so waiting for it inside a transaction never ends; on PostgreSQL the same happens once every
 * connection holds such a transaction.
 */
describe.each(testDatabases())('site options read inside a transaction on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await t.db.insertInto('site_option').values({ key: 'SomeOption', value: '7', status: true }).execute();
    expect((await attachNotices(t.db))?.live).toBe(true);
  }, 180_000);
  afterAll(async () => {
    await detachNotices(t.db);
    await t.drop();
  });

  it('answers from the transaction while the cache fills, then from the cache', async () => {
    const seen = await t.db.transaction().execute(async (trx) => {
      const first = await readOptions(trx, ['someoption']);
      // The fill started by the first read is still waiting for a connection here.
      const second = await readOptions(trx, ['someoption']);
      return [first.get('someoption'), second.get('someoption')];
    });
    expect(seen).toEqual(['7', '7']);
    expect((await readOptions(t.db, ['someoption'])).get('someoption')).toBe('7');
    await t.db.transaction().execute(async (trx) => {
      expect((await readOptions(trx, ['someoption'])).get('someoption')).toBe('7');
    });
  }, 20_000);
});
