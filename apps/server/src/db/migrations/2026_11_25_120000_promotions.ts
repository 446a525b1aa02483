import { type Kysely, sql } from 'kysely';

/**
 * The /promotions page : operator-authored campaign cards with a detail dialog (docs/product.md,
 * section 2: "promotion detail (second image, title, HTML description)"). A promotion may point
 * at a bonus offer the player can claim; many are pure announcements (tournaments, boosts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('promotion')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('slug', 'text', (c) =>
      c
        .notNull()
        .unique()
        // The slug travels in links (/promotions?promo=<slug>).
        .check(sql`slug ~ '^[a-z0-9-]{2,60}$'`),
    )
    .addColumn('category', 'text', (c) =>
      c
        .notNull()
        .defaultTo('general')
        .check(sql`category in ('casino', 'sports', 'general')`),
    )
    .addColumn('title_tr', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('summary_tr', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('summary_en', 'text', (c) => c.notNull().defaultTo(''))
    // Operator HTML: sanitized on the way out, never trusted.
    .addColumn('body_tr', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull())
    .addColumn('image_card_tr', 'text', (c) => c.notNull())
    .addColumn('image_card_en', 'text', (c) => c.notNull())
    .addColumn('image_detail_tr', 'text', (c) => c.notNull())
    .addColumn('image_detail_en', 'text', (c) => c.notNull())
    .addColumn('bonus_definition_id', 'integer', (c) => c.references('bonus_definition.id'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('starts_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('promotion_window', sql`starts_at is null or ends_at is null or starts_at < ends_at`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('promotion').execute();
}
