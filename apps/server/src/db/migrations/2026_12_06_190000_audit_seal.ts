import { type Kysely, sql } from 'kysely';

/**
 * Keyed seals over the audit chain (docs/decisions/049-production-safety-ii.md): one row per
 * audit row, an HMAC-SHA256 of its seq and hash under a key from the environment that the
 * database never holds. Recomputing the chain after an edit no longer hides it: the edited
 * row's new hash has no valid seal. Append-only like the trail itself.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('auth_audit_seal')
    .addColumn('seq', 'bigint', (c) => c.primaryKey())
    .addColumn('hash', 'text', (c) => c.notNull().check(sql`hash ~ '^[0-9a-f]{64}$'`))
    .addColumn('key_id', 'text', (c) => c.notNull().check(sql`length(key_id) <= 32`))
    .addColumn('mac', 'text', (c) => c.notNull().check(sql`mac ~ '^[0-9a-f]{64}$'`))
    .addColumn('sealed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    create function auth_audit_seal_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'auth_audit_seal is append-only (% refused)', tg_op using errcode = 'insufficient_privilege';
    end $$`.execute(db);
  await sql`
    create trigger auth_audit_seal_no_update before update or delete on auth_audit_seal
    for each row execute function auth_audit_seal_append_only()`.execute(db);
  await sql`
    create trigger auth_audit_seal_no_truncate before truncate on auth_audit_seal
    for each statement execute function auth_audit_seal_append_only()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('auth_audit_seal').execute();
  await sql`drop function auth_audit_seal_append_only()`.execute(db);
}
