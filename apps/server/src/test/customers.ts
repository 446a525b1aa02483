import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database.ts';

/**
 * Inserts `count` bare customer rows in one statement (no password hashing, no sessions):
 * for ledger and payment tests and benchmarks that need owners, not logins. Returns their ids.
 */
export async function insertCustomers(db: Kysely<Database>, count: number, prefix = 'c'): Promise<bigint[]> {
  const { rows } = await sql<{ id: bigint }>`
    insert into customer (user_code, username, username_key, email, email_key, name, surname, phone,
      country_id, birth_date, password_hash, password_changed_at, locale, created_at)
    select (m.base + n)::text, ${prefix} || (m.base + n), ${prefix} || (m.base + n),
      ${prefix} || (m.base + n) || '@example.test', ${prefix} || (m.base + n) || '@example.test', 'Test', 'Player',
      (905320000000 + m.base + n)::text, (select min(id) from country), '1990-01-01', 'x', now(), 'tr', now()
    from generate_series(1, ${count}::int) as n,
      (select coalesce(max(id), 0) + 10000000 as base from customer) as m
    returning id`.execute(db);
  return rows.map((r) => r.id);
}

/** The id of the customer with this username (tests know people by the name they signed up with). */
export async function customerIdOf(db: Kysely<Database>, username: string): Promise<bigint> {
  const row = await db
    .selectFrom('customer')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}
