import { type Kysely, sql } from 'kysely';

/**
 * Affiliates (docs/decisions/092-affiliate-attribution-and-ngr-feed.md): the trackers' btags the
 * back office knows, and on each customer the btag that brought them, bound once at sign-up
 * (first touch). Only a known btag is stored, so the column references the affiliate row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('affiliate')
    .addColumn('id', 'integer', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('btag', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('created_by', 'bigint', (c) => c.references('admin_user.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('affiliate_status', sql`status in ('active', 'paused')`)
    .addCheckConstraint('affiliate_btag', sql`btag ~ '^[A-Za-z0-9][A-Za-z0-9._~-]{0,63}$'`)
    .execute();
  await db.schema
    .alterTable('customer')
    .addColumn('btag', 'text', (c) => c.references('affiliate.btag'))
    .execute();
  await sql`create index customer_btag_idx on customer (btag, created_at) where btag is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customer').dropColumn('btag').execute();
  await db.schema.dropTable('affiliate').execute();
}
