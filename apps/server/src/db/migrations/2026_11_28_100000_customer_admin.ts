import { type Kysely, sql } from 'kysely';

/**
 * Player 360 in the back office: staff notes about a player (append-only, like the audit trail)
 * and the indexes the customer search needs to stay fast on 100,000 players. The search matches
 * the beginning of the canonical username and e-mail, the user code and the phone digits, so
 * each gets a text_pattern_ops index (a plain btree serves LIKE 'x%' only under the C collation).
 * Audit rows about a player name them in details.customerId; an expression index finds them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('customer_note')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('customer_id', 'bigint', (c) => c.notNull().references('customer.id'))
    .addColumn('admin_id', 'bigint', (c) => c.notNull().references('admin_user.id'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('customer_note_text_length', sql`char_length(text) between 1 and 2000`)
    .execute();
  await sql`create index customer_note_customer_idx on customer_note (customer_id, id desc)`.execute(db);
  await sql`
    create function customer_note_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'customer_note is append-only (% refused)', tg_op using errcode = 'insufficient_privilege';
    end $$`.execute(db);
  await sql`
    create trigger customer_note_no_update before update or delete on customer_note
    for each row execute function customer_note_append_only()`.execute(db);

  await sql`create index customer_username_prefix_idx on customer (username_key text_pattern_ops)`.execute(
    db,
  );
  await sql`create index customer_email_prefix_idx on customer (email_key text_pattern_ops)`.execute(db);
  await sql`create index customer_user_code_prefix_idx on customer (user_code text_pattern_ops)`.execute(db);
  await sql`create index customer_phone_prefix_idx on customer (phone text_pattern_ops)`.execute(db);
  await sql`create index customer_created_idx on customer (created_at desc, id desc)`.execute(db);
  await sql`create index auth_audit_customer_idx on auth_audit ((details->>'customerId'), seq)
    where details ? 'customerId'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index auth_audit_customer_idx`.execute(db);
  for (const i of ['created', 'phone_prefix', 'user_code_prefix', 'email_prefix', 'username_prefix']) {
    await sql`drop index ${sql.id(`customer_${i}_idx`)}`.execute(db);
  }
  await db.schema.dropTable('customer_note').execute();
  await sql`drop function customer_note_append_only()`.execute(db);
}
