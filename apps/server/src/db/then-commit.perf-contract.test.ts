import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDb, createTestDb } from '../test/harness.ts';
import { portOf, writesDuring } from '../test/socket-writes.ts';
import { thenCommit } from './then-commit.ts';

const reason = process.env.TEST_DATABASE_URL ? null : 'TEST_DATABASE_URL is not set';
if (reason) console.log(`skipping the commit-behind perf contract: ${reason}`);

/** then-commit.ts: the transaction's last statement takes the commit with it. */
describe.skipIf(reason !== null)('perf contract: a statement with the commit behind it', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb('postgres');
    await sql`create table then_commit_probe (id int primary key)`.execute(t.db);
  }, 180_000);
  afterAll(() => t?.drop());

  const ids = async () =>
    (await sql<{ id: number }>`select id from then_commit_probe order by id`.execute(t.db)).rows.map(
      (r) => r.id,
    );

  it('sends the statement and the commit in one write, and the transaction is committed', async () => {
    await t.db.selectNoFrom(sql`1`.as('warm')).execute();
    const writes = await writesDuring(portOf(t.url!), () =>
      t.db.transaction().execute(async (trx) => {
        await sql`insert into then_commit_probe values (${1})`.execute(trx);
        await thenCommit(trx, sql`insert into then_commit_probe values (${2})`);
      }),
    );
    expect(writes).toBe(2); // begin + first insert, then the last insert + commit
    expect(await ids()).toEqual([1, 2]);
  });

  it("answers the statement's rows, built or compiled", async () => {
    const rows = await t.db.transaction().execute(async (trx) => {
      const insert = sql<{ id: number }>`insert into then_commit_probe values (${3}) returning id`;
      return (await thenCommit(trx, insert)).rows;
    });
    expect(rows).toEqual([{ id: 3 }]);
    const compiled = await t.db.transaction().execute(async (trx) => {
      const query = sql<{ n: number }>`select ${7}::int as n`.compile(trx);
      return (await thenCommit(trx, query)).rows;
    });
    expect(compiled).toEqual([{ n: 7 }]);
  });

  it("rolls back on the statement's own error, which the transaction throws, and the connection stays usable", async () => {
    const code = await t.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into then_commit_probe values (${4})`.execute(trx);
        await thenCommit(trx, sql`insert into then_commit_probe values (${1})`);
      })
      .catch((err: { code?: string }) => err.code);
    expect(code).toBe('23505');
    expect(await ids()).toEqual([1, 2, 3]);
    for (let i = 0; i < 3; i++) {
      const { rows } = await sql<{ n: number }>`select ${i}::int as n`.execute(t.db);
      expect(rows[0]!.n).toBe(i);
    }
  });

  it('refuses a statement after it: the transaction has committed already', async () => {
    const failure = await t.db
      .transaction()
      .execute(async (trx) => {
        await thenCommit(trx, sql`insert into then_commit_probe values (${5})`);
        await sql`insert into then_commit_probe values (${6})`.execute(trx);
      })
      .catch((err: Error) => err.message);
    expect(failure).toMatch(/after a pipelined commit/);
    expect(await ids()).toEqual([1, 2, 3, 5]);
  });

  it('takes a transaction only: on a pooled database the commit would end nothing', () => {
    // Never run: the check is the compiler's (`npx tsc -b` fails when the line compiles).
    const misuse = () =>
      // @ts-expect-error a pooled database is not a transaction
      thenCommit(t.db, sql`select 1`);
    expect(typeof misuse).toBe('function');
  });
});
