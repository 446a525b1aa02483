import { type Kysely, sql } from 'kysely';
import type { Config } from '../config.ts';
import { createDb } from './create-db.ts';
import type { Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/** Kysely's own bookkeeping: the runtime may read it (to see nothing is pending), never write it. */
const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock'];

/**
 * Grants the runtime role what the app needs and nothing that could rewrite history (ADR 017):
 * SELECT, INSERT, UPDATE and DELETE on the tables of schema public and use of their sequences,
 * minus whatever an append-only trigger refuses. The rule is read from the database itself: a
 * trigger whose function is named `*_append_only` and fires on UPDATE (or DELETE) withholds
 * UPDATE (or DELETE) from the runtime role on its table, so a new audit table is covered the
 * moment its migration adds such a trigger. TRUNCATE, REFERENCES and TRIGGER are never granted,
 * and only the owner can ALTER a table (or DISABLE its triggers). Idempotent; run by the owner
 * after every migration run, so tables created later are covered too.
 */
export async function grantRuntimeRole(owner: Kysely<Database>, role: string): Promise<void> {
  await owner.transaction().execute(async (trx) => {
    const r = sql.id(role);
    await sql`grant usage on schema public to ${r}`.execute(trx);
    await sql`revoke all on all tables in schema public from ${r}`.execute(trx);
    await sql`grant select, insert, update, delete on all tables in schema public to ${r}`.execute(trx);
    // UPDATE lets the demo seed move identity sequences past its explicit ids (setval); a
    // sequence moved by hand can make inserts fail, never change or remove a row.
    await sql`grant usage, select, update on all sequences in schema public to ${r}`.execute(trx);
    for (const table of MIGRATION_TABLES) {
      await sql`revoke insert, update, delete on ${sql.id(table)} from ${r}`.execute(trx);
    }
    // pg_trigger.tgtype bits: 8 = DELETE, 16 = UPDATE (src/include/catalog/pg_trigger.h).
    const { rows } = await sql<{ table: string; deletes: boolean; updates: boolean }>`
      select c.relname as table,
             bool_or(t.tgtype & 8 <> 0) as deletes,
             bool_or(t.tgtype & 16 <> 0) as updates
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_proc p on p.oid = t.tgfoid
      where n.nspname = 'public' and not t.tgisinternal and p.proname like '%\\_append\\_only'
      group by c.relname`.execute(trx);
    for (const row of rows) {
      const refused = [row.updates && 'update', row.deletes && 'delete'].filter(Boolean) as string[];
      if (refused.length === 0) continue;
      await sql`revoke ${sql.raw(refused.join(', '))} on ${sql.id(row.table)} from ${r}`.execute(trx);
    }
  });
}

/**
 * Migrates as the owner when DATABASE_MIGRATION_URL is set, then grants the runtime role (the
 * role `db` connects as); otherwise migrates on `db` itself, one role as in development and on
 * PGlite, which has a single user. Returns the migrations applied.
 */
export async function migrateForRuntime(
  config: Pick<Config, 'databaseMigrationUrl'>,
  db: Kysely<Database>,
): Promise<string[]> {
  if (!config.databaseMigrationUrl) return migrateToLatest(db);
  const owner = await createDb({ kind: 'postgres', url: config.databaseMigrationUrl });
  try {
    const applied = await migrateToLatest(owner);
    const runtime = (await sql<{ role: string }>`select current_user as role`.execute(db)).rows[0]!.role;
    const ownerRole = (await sql<{ role: string }>`select current_user as role`.execute(owner)).rows[0]!.role;
    if (runtime !== ownerRole) await grantRuntimeRole(owner, runtime);
    return applied;
  } finally {
    await owner.destroy();
  }
}

/**
 * The append-only tables (ledger, audit, exclusions: those with an `*_append_only` trigger) that
 * the connected role could still rewrite: it owns them (an owner can disable their triggers), is
 * a superuser, or holds UPDATE or DELETE on them. Production refuses to start unless this is
 * empty (docs/decisions/049-production-safety-ii.md), so the role split of ADR 017 is not optional.
 */
export async function historyWriters(db: Kysely<Database>): Promise<string[]> {
  // As in grantRuntimeRole: tgtype bit 8 = DELETE, 16 = UPDATE; only what a trigger refuses counts.
  const { rows } = await sql<{ table: string }>`
    with guarded as (
      select c.oid, c.relname, c.relowner,
             bool_or(t.tgtype & 8 <> 0) as deletes, bool_or(t.tgtype & 16 <> 0) as updates
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_proc p on p.oid = t.tgfoid
      where n.nspname = 'public' and not t.tgisinternal and p.proname like '%\\_append\\_only'
      group by c.oid, c.relname, c.relowner)
    select relname as table from guarded
    where pg_has_role(current_user, relowner, 'USAGE')
       or (select rolsuper from pg_roles where rolname = current_user)
       or (updates and has_table_privilege(current_user, oid, 'UPDATE'))
       or (deletes and has_table_privilege(current_user, oid, 'DELETE'))
    order by 1`.execute(db);
  return rows.map((r) => r.table);
}

/** Throws, naming the tables, when the runtime role could rewrite history (production start). */
export async function assertRuntimeRoleCannotRewrite(db: Kysely<Database>): Promise<void> {
  const tables = await historyWriters(db);
  if (tables.length === 0) return;
  throw new Error(
    `refusing to start in production: the DATABASE_URL role can change or delete rows of ${tables.join(', ')}. ` +
      'Connect as a runtime role without UPDATE/DELETE on them (README, "PostgreSQL and Redis"; ADR 017).',
  );
}
