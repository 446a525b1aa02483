import { type Kysely, sql } from 'kysely';

/**
 * Traders' suspensions (docs/decisions/078-trading-desk.md): a whole event (market_id null) or
 * one market line held suspended whatever the feed says, until released. Rows are never
 * deleted: who suspended, why and when, and who released it, stay. At most one hold in force
 * per scope. Every process keeps the holds in memory and reloads them on the `t:` change
 * notice (docs/decisions/019-hot-path-caches.md), so a hold reaches all of them at commit.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sb_manual_suspension')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('market_id', 'integer')
    .addColumn('specifiers', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_by', 'bigint', (c) => c.notNull().references('admin_user.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('released_at', 'timestamptz')
    .addColumn('released_by', 'bigint', (c) => c.references('admin_user.id'))
    .addColumn('release_reason', 'text')
    .addCheckConstraint('sb_manual_suspension_scope', sql`(market_id is null) = (specifiers is null)`)
    .addCheckConstraint('sb_manual_suspension_release', sql`(released_at is null) = (released_by is null)`)
    .execute();
  await sql`create unique index sb_manual_suspension_in_force
    on sb_manual_suspension (event_id, coalesce(market_id, -1), coalesce(specifiers, ''))
    where released_at is null`.execute(db);
  await sql`create trigger lalebet_cache_changed
    after insert or update or delete or truncate on sb_manual_suspension
    for each statement execute function lalebet_cache_table_changed()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sb_manual_suspension').execute();
}
