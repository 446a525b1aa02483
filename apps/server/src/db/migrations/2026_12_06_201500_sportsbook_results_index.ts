import { type Kysely, sql } from 'kysely';

/**
 * The results page reads finished matches newest first, a page at a time, with a count
 * (docs/decisions/064-sportsbook-results.md). sb_event keeps every fixture ever announced; this
 * partial index holds the finished ones only, in the page's order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index sb_event_results on sb_event (start_time desc, id desc)
    where kind = 'match' and status in ('ended', 'closed', 'cancelled', 'abandoned')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sb_event_results').execute();
}
