import { type Kysely, sql } from 'kysely';

/**
 * Customer notifications, stored in both languages, and the id that names this
 * database's real-time channel on Redis.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notification')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('customer_id', 'bigint', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    // NotificationKind of docs/product.md: Deposit 1, Withdraw 2, Jackpot 3, Bonus 4, System 5.
    .addColumn('type', 'smallint', (c) => c.notNull().check(sql`type between 1 and 5`))
    .addColumn('title_tr', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('note_tr', 'text', (c) => c.notNull())
    .addColumn('note_en', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('read_at', 'timestamptz')
    .execute();
  // The list is "this customer's, newest first".
  await db.schema
    .createIndex('notification_customer_idx')
    .on('notification')
    .columns(['customer_id', 'created_at desc', 'id desc'])
    .execute();

  // Server processes sharing this database share this id, and so one Redis pub/sub channel.
  await db.schema
    .createTable('hub_instance')
    .addColumn('channel_id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .execute();
  await sql`insert into hub_instance default values`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('hub_instance').execute();
  await db.schema.dropTable('notification').execute();
}
