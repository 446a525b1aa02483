import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDb, createTestDb } from '../test/harness.ts';
import { perDatabase } from './per-database.ts';

describe('state kept per database', () => {
  let a: TestDb;
  let b: TestDb;
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestDb('pglite'), createTestDb('pglite')]);
  }, 180_000);
  afterAll(async () => {
    await a?.drop();
    await b?.drop();
  });

  it('is one value for a database, its plugin copies and its transactions; another database has its own', async () => {
    let made = 0;
    const of = perDatabase(() => ({ n: ++made }));
    const copy = a.db.withPlugin({
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => result,
    });
    const inTrx = await a.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      return of(trx);
    });
    expect([of(a.db), of(copy), inTrx]).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    expect(of(a.db)).toBe(of(copy));
    expect(of(b.db)).toEqual({ n: 2 });
  });
});
