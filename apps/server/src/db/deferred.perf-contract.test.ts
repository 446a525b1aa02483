import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDb, createTestDb } from '../test/harness.ts';
import { portOf, writesDuring } from '../test/socket-writes.ts';
import { deferred } from './deferred.ts';

const reason = process.env.TEST_DATABASE_URL ? null : 'TEST_DATABASE_URL is not set';
if (reason) console.log(`skipping the deferred-statement perf contract: ${reason}`);

/** deferred.ts: a statement nobody reads the answer of costs no round trip of its own. */
describe.skipIf(reason !== null)('perf contract: deferred statements on PostgreSQL', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb('postgres');
  }, 180_000);
  afterAll(() => t?.drop());

  it('sends BEGIN, a deferred statement and the first read in one write, and runs them in order', async () => {
    await t.db.selectNoFrom(sql`1`.as('warm')).execute(); // a pooled connection exists
    let seen: string | undefined;
    const writes = await writesDuring(portOf(t.url!), () =>
      t.db.transaction().execute(async (trx) => {
        await deferred(trx, sql`select set_config('app.probe', ${'after-the-lock'}, true)`);
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
            await deferred(trx, sql`select pg_advisory_xact_lock(${4242})`);
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

  it('takes a transaction only: outside one its error could surface on another connection', () => {
    // Never run: the check is the compiler's (`npx tsc -b` fails when the line compiles).
    const misuse = () =>
      // @ts-expect-error a pooled database is not a transaction
      deferred(t.db, sql`select 1`);
    expect(typeof misuse).toBe('function');
  });
});
