import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDb, createTestDb } from '../test/harness.ts';
import { MAX_PREPARED } from './prepared-names.ts';

const reason = process.env.TEST_DATABASE_URL ? null : 'TEST_DATABASE_URL is not set';
if (reason) console.log(`skipping the prepared-statement perf contract: ${reason}`);

/** prepared-names.ts: parameterised statements are parsed once per connection. */
describe.skipIf(reason !== null)('perf contract: prepared statements on PostgreSQL', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb('postgres');
  }, 180_000);
  afterAll(() => t?.drop());

  it('prepares a parameterised statement once and reuses it; statements without parameters stay unnamed', async () => {
    const prepared = await t.db.connection().execute(async (conn) => {
      for (let i = 0; i < 3; i++) {
        const { rows } = await sql<{ n: number }>`select ${i}::int + 1 as n`.execute(conn);
        expect(rows[0]!.n).toBe(i + 1);
      }
      await sql`select 42 as answer`.execute(conn);
      const { rows } = await sql<{ statement: string }>`
        select statement from pg_prepared_statements where statement like ${'%as n%'} or statement like ${'%answer%'}`.execute(
        conn,
      );
      return rows.map((r) => r.statement);
    });
    expect(prepared).toEqual(['select $1::int + 1 as n']);
  });

  it('keeps at most 500 names on a connection and still answers past them', async () => {
    const counts = await t.db.connection().execute(async (conn) => {
      for (let i = 0; i < 520; i++) {
        const { rows } = await sql<{ n: number }>`select ${i}::int as ${sql.ref(`n${i}`)}`.execute(conn);
        expect(Object.values(rows[0]!)[0]).toBe(i);
      }
      const { rows } = await sql<{
        n: string;
      }>`select count(*)::text as n from pg_prepared_statements`.execute(conn);
      return Number(rows[0]!.n);
    });
    expect(MAX_PREPARED).toBe(500);
    expect(counts).toBeLessThanOrEqual(500);
    expect(counts).toBeGreaterThan(400);
  });
});
