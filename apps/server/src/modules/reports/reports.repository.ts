import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** How many rows a report query (reports.queries.ts) gives. */
export async function countRows(db: Kysely<Database>, q: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from (${q}) r`.execute(db);
  return rows[0]?.n ?? 0;
}

/** The rows after `after` in key order (keyset paging), at most `limit`. */
export async function pageRows<R extends { key: string }>(
  db: Kysely<Database>,
  q: RawBuilder<unknown>,
  after: string | null,
  limit: number,
): Promise<R[]> {
  const { rows } = await sql<R>`select * from (${q}) r
    where ${after === null ? sql`true` : sql`r.key > ${after}`}
    order by r.key limit ${limit}`.execute(db);
  return rows;
}
