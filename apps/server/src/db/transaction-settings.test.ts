import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDb, createTestDb, testDatabases } from '../test/harness.ts';
import { setLocal } from './transaction-settings.ts';

const read = (name: string) => sql<{ v: string | null }>`select current_setting(${name}, true) as v`;

describe.each(testDatabases())('transaction-local settings on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  }, 180_000);
  afterAll(() => t?.drop());

  it('sets every setting for the transaction only', async () => {
    const [inside, after] = await t.db.connection().execute(async (conn) => {
      const seen = await conn.transaction().execute(async (trx) => {
        await setLocal(trx, { 'lalebet.test_a': 'one', 'lalebet.test_b': 'two' });
        const a = (await read('lalebet.test_a').execute(trx)).rows[0]!.v;
        const b = (await read('lalebet.test_b').execute(trx)).rows[0]!.v;
        return [a, b];
      });
      // the same connection after the commit: the values went with the transaction
      return [seen, (await read('lalebet.test_a').execute(conn)).rows[0]!.v];
    });
    expect(inside).toEqual(['one', 'two']);
    expect(after ?? '').toBe('');
  });
});
