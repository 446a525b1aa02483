import { type Kysely, sql } from 'kysely';

/** CMS content the site shell reads (docs/product.md §7 "Content") and the demo top-winners feed. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_option')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  // Keys are served lower-cased, so two keys differing only in case would collide.
  await db.schema
    .createIndex('site_option_key_uq')
    .on('site_option')
    .unique()
    .expression(sql`lower(key)`)
    .execute();

  await db.schema
    .createTable('site_domain')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('current', 'text', (c) => c.notNull())
    .addColumn('next', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('language')
    .addColumn('locale', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('translation')
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('translation_pk', ['locale', 'key'])
    .execute();

  await db.schema
    .createTable('slider_slide')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('target', 'text', (c) =>
      c
        .notNull()
        .defaultTo('_self')
        .check(sql`target in ('_self', '_blank')`),
    )
    .addColumn('image_default', 'text', (c) => c.notNull())
    .addColumn('image_large', 'text', (c) => c.notNull())
    .addColumn('image_medium', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema
    .createIndex('slider_slide_slug_idx')
    .on('slider_slide')
    .columns(['slug', 'locale', 'sort'])
    .execute();

  await db.schema
    .createTable('content_category')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('title_tr', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('content_page')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('content_category.id'))
    .addColumn('status', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title_tr', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('body_tr', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('content_page_category_idx')
    .on('content_page')
    .columns(['category_id', 'sort'])
    .execute();

  await db.schema
    .createTable('popup')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('image_default_tr', 'text', (c) => c.notNull())
    .addColumn('image_large_tr', 'text', (c) => c.notNull())
    .addColumn('image_medium_tr', 'text', (c) => c.notNull())
    .addColumn('image_default_en', 'text', (c) => c.notNull())
    .addColumn('image_large_en', 'text', (c) => c.notNull())
    .addColumn('image_medium_en', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('starts_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('top_winner')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('masked_name', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency_symbol', 'text', (c) => c.notNull())
    .addColumn('is_live', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('top_winner_feed_idx')
    .on('top_winner')
    .columns(['is_live', 'created_at desc', 'id desc'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'top_winner',
    'popup',
    'content_page',
    'content_category',
    'slider_slide',
    'translation',
    'language',
    'site_domain',
    'site_option',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
