import { type Kysely, sql } from 'kysely';

/**
 * Security events (ADR 017): refused webhook and seamless-wallet signatures, one row each, for
 * counting and for the back office. Append-only like auth_audit: a trigger refuses UPDATE, DELETE
 * and TRUNCATE on every database, and on PostgreSQL with separate roles the runtime role is not
 * even granted them (db/runtime-grants.ts withholds what an `*_append_only` trigger refuses).
 * Never holds a body or a signature: a SHA-256 of the body identifies it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('security_event')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind ~ '^[a-z0-9_.]{1,40}$'`))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`length(source) <= 120`))
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`length(reason) <= 60`))
    .addColumn('request_id', 'text', (c) => c.notNull().check(sql`length(request_id) <= 64`))
    .addColumn('ip', 'text', (c) => c.notNull().check(sql`length(ip) <= 64`))
    .addColumn('body_sha256', 'text', (c) => c.notNull().check(sql`body_sha256 ~ '^[0-9a-f]{64}$'`))
    .addColumn('body_bytes', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('security_event_kind_at_idx')
    .on('security_event')
    .columns(['kind', 'at'])
    .execute();
  await sql`
    create function security_event_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'security_event is append-only (% refused)', tg_op using errcode = 'insufficient_privilege';
    end $$`.execute(db);
  await sql`
    create trigger security_event_no_update before update or delete on security_event
    for each row execute function security_event_append_only()`.execute(db);
  await sql`
    create trigger security_event_no_truncate before truncate on security_event
    for each statement execute function security_event_append_only()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('security_event').execute();
  await sql`drop function security_event_append_only()`.execute(db);
}
