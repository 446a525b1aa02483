import { type Kysely, sql } from 'kysely';

/**
 * The sportsbook feed adapter's tables (docs/decisions/021-sportsbook-engine.md). Fixtures are
 * kept (bets show their names later); odds are not: the catalogue lives in memory and is rebuilt
 * from the feed's recovery. Settlements and cancels are recorded before the bets see them, so a
 * crash between the two is re-driven at start (`applied_at` null).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sb_event')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('sport', 'text', (c) => c.notNull())
    .addColumn('tournament', 'jsonb', (c) => c.notNull())
    .addColumn('home', 'jsonb', (c) => c.notNull())
    .addColumn('away', 'jsonb', (c) => c.notNull())
    .addColumn('start_time', 'timestamptz', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('match', 'outright')`))
    .addColumn('competitors', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('live', 'jsonb')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sb_event_start').on('sb_event').column('start_time').execute();

  await db.schema
    .createTable('feed_inbox')
    // sha256 of (producer, type, event, ts, body): a replayed message hits the key and is skipped.
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('producer', 'smallint', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('feed_producer')
    .addColumn('id', 'smallint', (c) => c.primaryKey())
    .addColumn('last_alive_at', 'timestamptz')
    .addColumn('last_processed_ts', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('sb_line_result')
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('market_id', 'integer', (c) => c.notNull())
    .addColumn('specifiers', 'text', (c) => c.notNull())
    .addColumn('generation', 'integer', (c) => c.notNull().check(sql`generation >= 1`))
    .addColumn('certainty', 'smallint', (c) => c.notNull().check(sql`certainty in (1, 2)`))
    .addColumn('outcomes', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    // When the bets confirmed the settlement; null = still to hand to them.
    .addColumn('applied_at', 'timestamptz')
    .addColumn('rolled_back_at', 'timestamptz')
    .addColumn('rollback_applied_at', 'timestamptz')
    .addPrimaryKeyConstraint('sb_line_result_pk', ['event_id', 'market_id', 'specifiers', 'generation'])
    .execute();
  await sql`create index sb_line_result_pending on sb_line_result (event_id)
    where applied_at is null or (rolled_back_at is not null and rollback_applied_at is null)`.execute(db);

  await db.schema
    .createTable('sb_line_cancel')
    // The inbox hash of the bet_cancel message (one message may cancel several lines).
    .addColumn('cancel_id', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('market_id', 'integer', (c) => c.notNull())
    .addColumn('specifiers', 'text', (c) => c.notNull())
    .addColumn('from_ms', 'bigint')
    .addColumn('to_ms', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('applied_at', 'timestamptz')
    .addColumn('rolled_back_at', 'timestamptz')
    .addColumn('rollback_applied_at', 'timestamptz')
    .addPrimaryKeyConstraint('sb_line_cancel_pk', ['cancel_id', 'event_id', 'market_id', 'specifiers'])
    .execute();
  await db.schema
    .createIndex('sb_line_cancel_line')
    .on('sb_line_cancel')
    .columns(['event_id', 'market_id', 'specifiers'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['sb_line_cancel', 'sb_line_result', 'feed_producer', 'feed_inbox', 'sb_event'])
    await db.schema.dropTable(table).execute();
}
