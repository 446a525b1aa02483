import { type Kysely, sql } from 'kysely';

/**
 * Time-bounded locks and the unlock link (docs/decisions/045-throttle-not-lock.md). A lock now
 * ends by itself at `locked_until`; `locked_at` keeps when it began. Staff accounts get the same
 * pair (their lock used to live only in the rate-limit store). The link mailed with a lock is
 * stored as a hash, single use, with an expiry.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customer').addColumn('locked_until', 'timestamptz').execute();
  // Locks from before this change waited for a reset; they now end an hour after they began.
  await sql`update customer set locked_until = locked_at + interval '1 hour' where locked_at is not null`.execute(
    db,
  );
  await db.schema
    .alterTable('admin_user')
    .addColumn('locked_at', 'timestamptz')
    .addColumn('locked_until', 'timestamptz')
    .execute();

  await db.schema
    .createTable('account_unlock_token')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'bigint', (c) => c.notNull().references('customer.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('account_unlock_token_customer')
    .on('account_unlock_token')
    .column('customer_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_unlock_token').execute();
  await db.schema.alterTable('admin_user').dropColumn('locked_at').dropColumn('locked_until').execute();
  await db.schema.alterTable('customer').dropColumn('locked_until').execute();
}
