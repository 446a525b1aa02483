import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDb, createTestDb } from '../test/harness.ts';
import { portOf, writesDuring } from '../test/socket-writes.ts';
import { DEFERRED, THEN_COMMIT } from './prepared-client.ts';

const reason = process.env.TEST_DATABASE_URL ? null : 'TEST_DATABASE_URL is not set';
if (reason) console.log(`skipping the prepared-statement test: ${reason}`);

/** docs/decisions/036-seamless-wallet-speed.md: parameterised statements are prepared once per connection. */
describe.skipIf(reason !== null)('prepared statements on PostgreSQL', () => {
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
    expect(counts).toBeLessThanOrEqual(500);
    expect(counts).toBeGreaterThan(400);
  });

  it('sends BEGIN, a deferred lock and the first read in one write, and runs them in order', async () => {
    await t.db.selectNoFrom(sql`1`.as('warm')).execute(); // a pooled connection exists
    let seen: string | undefined;
    const writes = await writesDuring(portOf(t.url!), () =>
      t.db.transaction().execute(async (trx) => {
        await sql`${sql.raw(DEFERRED)}select set_config('app.probe', ${'after-the-lock'}, true)`.execute(trx);
        const { rows } = await sql<{ v: string }>`select current_setting('app.probe') as v`.execute(trx);
        seen = rows[0]?.v;
      }),
    );
    expect(seen).toBe('after-the-lock');
    expect(writes).toBe(2); // begin + deferred + read, then commit
  });

  it("throws a deferred statement's own error from the next statement, and the connection stays usable", async () => {
    const holder = await t.db.connection().execute(async (conn) => {
      await sql`select pg_advisory_lock(4242)`.execute(conn);
      try {
        return await t.db
          .transaction()
          .execute(async (trx) => {
            await sql`set local lock_timeout = '100ms'`.execute(trx);
            await sql`${sql.raw(DEFERRED)}select pg_advisory_xact_lock(${4242})`.execute(trx);
            await sql`select 1`.execute(trx);
            return 'no error';
          })
          .catch((err: { code?: string }) => err.code);
      } finally {
        await sql`select pg_advisory_unlock(4242)`.execute(conn);
      }
    });
    expect(holder).toBe('55P03'); // lock_not_available, not 25P02 (transaction aborted)
    for (let i = 0; i < 3; i++) {
      const { rows } = await sql<{ n: number }>`select ${i}::int as n`.execute(t.db);
      expect(rows[0]!.n).toBe(i);
    }
  });

  describe('a statement with the commit behind it (THEN_COMMIT)', () => {
    beforeAll(async () => {
      await sql`create table then_commit_probe (id int primary key)`.execute(t.db);
    });
    const ids = async () =>
      (await sql<{ id: number }>`select id from then_commit_probe order by id`.execute(t.db)).rows.map(
        (r) => r.id,
      );

    it('sends the statement and the commit in one write, and the transaction is committed', async () => {
      await t.db.selectNoFrom(sql`1`.as('warm')).execute();
      const writes = await writesDuring(portOf(t.url!), () =>
        t.db.transaction().execute(async (trx) => {
          await sql`insert into then_commit_probe values (${1})`.execute(trx);
          await sql`${sql.raw(THEN_COMMIT)}insert into then_commit_probe values (${2})`.execute(trx);
        }),
      );
      expect(writes).toBe(2); // begin + first insert, then the last insert + commit
      expect(await ids()).toEqual([1, 2]);
    });

    it("rolls back on the statement's own error, which the transaction throws, and the connection stays usable", async () => {
      const code = await t.db
        .transaction()
        .execute(async (trx) => {
          await sql`insert into then_commit_probe values (${3})`.execute(trx);
          await sql`${sql.raw(THEN_COMMIT)}insert into then_commit_probe values (${1})`.execute(trx);
        })
        .catch((err: { code?: string }) => err.code);
      expect(code).toBe('23505');
      expect(await ids()).toEqual([1, 2]);
      for (let i = 0; i < 3; i++) {
        const { rows } = await sql<{ n: number }>`select ${i}::int as n`.execute(t.db);
        expect(rows[0]!.n).toBe(i);
      }
    });

    it('refuses a statement after it: the transaction has committed already', async () => {
      const failure = await t.db
        .transaction()
        .execute(async (trx) => {
          await sql`${sql.raw(THEN_COMMIT)}insert into then_commit_probe values (${4})`.execute(trx);
          await sql`insert into then_commit_probe values (${5})`.execute(trx);
        })
        .catch((err: Error) => err.message);
      expect(failure).toMatch(/after a pipelined commit/);
      expect(await ids()).toEqual([1, 2, 4]);
    });
  });
});
