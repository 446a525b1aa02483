import { type Kysely, sql } from 'kysely';

/**
 * A player's favourite tournaments and events (docs/decisions/065-sportsbook-favourites.md):
 * feed ids, not references, since the catalogue lives in memory and events leave it once
 * played. `position` keeps the order the player chose them in.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sb_favourite')
    .addColumn('customer_id', 'bigint', (c) => c.notNull().references('customer.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('tournament', 'event')`))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('sb_favourite_pk', ['customer_id', 'kind', 'item_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sb_favourite').execute();
}
