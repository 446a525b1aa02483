import { type Kysely, sql } from 'kysely';

/**
 * Customer accounts, their sessions and one-time codes, the back-office accounts, the auth
 * audit trail and the development message outbox. Country rows come in 020100.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('country')
    .addColumn('id', 'integer', (c) => c.primaryKey()) // ISO 3166-1 numeric: stable across seeds
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_tr', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('customer')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_code', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`user_code ~ '^[1-9][0-9]{7}$'`),
    )
    .addColumn('username', 'text', (c) => c.notNull())
    // *_key columns hold the canonical form (NFKC + case fold, ı/İ folded to i): uniqueness lives there.
    .addColumn('username_key', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('surname', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().check(sql`phone ~ '^[0-9]{5,20}$'`))
    .addColumn('phone_verified_at', 'timestamptz')
    .addColumn('country_id', 'integer', (c) => c.notNull().references('country.id'))
    .addColumn('currency_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('birth_date', 'date', (c) => c.notNull())
    .addColumn('ref_id', 'bigint')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('password_changed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('locale', 'text', (c) =>
      c
        .notNull()
        .defaultTo('tr')
        .check(sql`locale in ('tr', 'en')`),
    )
    .addColumn('locked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // One verified owner per number: the trial bonus is tied to a verified phone.
  await db.schema
    .createIndex('customer_verified_phone_uq')
    .on('customer')
    .column('phone')
    .unique()
    .where(sql.ref('phone_verified_at'), 'is not', null)
    .execute();

  await db.schema
    .createTable('customer_session')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('customer_id', 'bigint', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique()) // SHA-256 of the bearer token
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_activity_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .addColumn('end_reason', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('browser', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text')
    .execute();
  await db.schema
    .createIndex('customer_session_customer_idx')
    .on('customer_session')
    .columns(['customer_id', 'created_at desc'])
    .execute();

  // One live code per customer and purpose: a new request overwrites the old row.
  for (const table of ['password_reset_code', 'phone_code']) {
    await db.schema
      .createTable(table)
      .addColumn('customer_id', 'bigint', (c) => c.primaryKey().references('customer.id').onDelete('cascade'))
      .$call((t) => (table === 'phone_code' ? t.addColumn('phone', 'text', (c) => c.notNull()) : t))
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('salt', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .execute();
  }

  await db.schema
    .createTable('admin_user')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('username_key', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('admin_session')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('admin_id', 'bigint', (c) => c.notNull().references('admin_user.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_activity_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();

  await db.schema
    .createTable('auth_audit')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('actor_kind', 'text', (c) => c.notNull().check(sql`actor_kind in ('customer', 'admin')`))
    .addColumn('actor_id', 'bigint')
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('fingerprint', 'text')
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema
    .createIndex('auth_audit_actor_idx')
    .on('auth_audit')
    .columns(['actor_kind', 'actor_id', 'at'])
    .execute();
  // Append-only even for the app's own role: PGlite has no roles to REVOKE from, a trigger works on both.
  await sql`
    create function auth_audit_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'auth_audit is append-only (% refused)', tg_op using errcode = 'insufficient_privilege';
    end $$`.execute(db);
  await sql`
    create trigger auth_audit_no_update before update or delete on auth_audit
    for each row execute function auth_audit_append_only()`.execute(db);
  await sql`
    create trigger auth_audit_no_truncate before truncate on auth_audit
    for each statement execute function auth_audit_append_only()`.execute(db);

  // Where SMS and e-mail go when no real channel is configured (never in production).
  await db.schema
    .createTable('message_outbox')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('sms', 'email')`))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('message_outbox').execute();
  await db.schema.dropTable('auth_audit').execute();
  await sql`drop function auth_audit_append_only()`.execute(db);
  for (const table of [
    'admin_session',
    'admin_user',
    'phone_code',
    'password_reset_code',
    'customer_session',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropTable('customer').execute();
  await db.schema.dropTable('country').execute();
}
