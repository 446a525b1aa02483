import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDb, createTestDb } from '../test/harness.ts';
import { GENERIC_PLANS } from './generic-plans.ts';
import { setLocal } from './transaction-settings.ts';

const reason = process.env.TEST_DATABASE_URL ? null : 'TEST_DATABASE_URL is not set';
if (reason) console.log(`skipping the generic-plans perf contract: ${reason}`);

/** The plans PostgreSQL built for one prepared text on this connection (pg_prepared_statements). */
const plansOf = (text: string) =>
  sql<{ generic: number; custom: number }>`
    select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
    where statement = ${text}`;

describe.skipIf(reason !== null)('perf contract: generic plans for a hot path on PostgreSQL', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb('postgres');
  }, 180_000);
  afterAll(() => t?.drop());

  it('runs the generic plan inside the transaction and the default again after it', async () => {
    const text = 'select count(*) from customer where id = $1 and $2::text is not null';
    const seen = await t.db.connection().execute(async (conn) => {
      const read = (i: number) =>
        sql`select count(*) from customer where id = ${i} and ${'x'}::text is not null`;
      // PostgreSQL's default plans a parameterised statement's first five calls for their values
      await read(1).execute(conn);
      const before = (await plansOf(text).execute(conn)).rows[0]!;
      const inside = await conn.transaction().execute(async (trx) => {
        await setLocal(trx, GENERIC_PLANS);
        await read(2).execute(trx);
        await read(3).execute(trx);
        return (await sql<{ mode: string }>`select current_setting('plan_cache_mode') as mode`.execute(trx))
          .rows[0]!.mode;
      });
      const during = (await plansOf(text).execute(conn)).rows[0]!;
      await read(4).execute(conn);
      const after = (await plansOf(text).execute(conn)).rows[0]!;
      const mode = (
        await sql<{ mode: string }>`select current_setting('plan_cache_mode') as mode`.execute(conn)
      ).rows[0]!.mode;
      return { before, inside, during, after, mode };
    });
    expect(seen.before).toEqual({ generic: 0, custom: 1 });
    expect(seen.inside).toBe('force_generic_plan');
    expect(seen.during).toEqual({ generic: 2, custom: 1 });
    expect(seen.after).toEqual({ generic: 2, custom: 2 });
    expect(seen.mode).toBe('auto');
  });
});
