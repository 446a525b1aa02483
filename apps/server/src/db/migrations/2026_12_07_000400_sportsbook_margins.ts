import { type Kysely, sql } from 'kysely';

/**
 * The desk's margins (docs/decisions/087-margins-and-obvious-error.md): basis points added to
 * the feed's implied margin per sport, tournament or market type, one row per scope in force;
 * a setting of 0 deletes its row (the audit log keeps every change, who and why). Every process
 * keeps them in memory and reloads them on the `t:` change notice
 * (docs/decisions/019-hot-path-caches.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sb_margin')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('scope_key', 'text', (c) => c.notNull())
    .addColumn('margin_bp', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'bigint', (c) => c.notNull().references('admin_user.id'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('sb_margin_pk', ['scope', 'scope_key'])
    .addCheckConstraint('sb_margin_scope', sql`scope in ('sport', 'tournament', 'market')`)
    .addCheckConstraint('sb_margin_bp', sql`margin_bp between -500 and 2000 and margin_bp <> 0`)
    .execute();
  await sql`create trigger lalebet_cache_changed
    after insert or update or delete or truncate on sb_margin
    for each statement execute function lalebet_cache_table_changed()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sb_margin').execute();
}
