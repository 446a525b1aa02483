import { type Kysely, sql } from 'kysely';

/**
 * Time-outs, self-exclusions and closures, the reality-check and review-prompt settings, and
 * play time per day (docs/decisions/025-exclusions-and-sessions.md). rg_exclusion is
 * insert-only: an extension is a new row, and the block in force is the latest-ending live one,
 * so nothing can shorten an exclusion (docs/rules.md R29).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rg_exclusion')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('customer_id', 'bigint', (c) => c.notNull().references('customer.id'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('timeout', 'self_exclusion', 'closure')`),
    )
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    // null: permanent
    .addColumn('ends_at', 'timestamptz')
    .addColumn('period', 'text', (c) => c.notNull().check(sql`length(period) <= 20`))
    .addColumn('reason', 'text', (c) => c.check(sql`length(reason) <= 500`))
    .addColumn('actor_kind', 'text', (c) =>
      c.notNull().check(sql`actor_kind in ('player', 'staff', 'system')`),
    )
    .addColumn('actor_id', 'bigint')
    .addCheckConstraint('rg_exclusion_ends_after', sql`ends_at is null or ends_at > starts_at`)
    .execute();
  await db.schema
    .createIndex('rg_exclusion_customer_idx')
    .on('rg_exclusion')
    .columns(['customer_id', 'starts_at'])
    .execute();
  await sql`
    create function rg_exclusion_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'rg_exclusion is append-only (% refused)', tg_op using errcode = 'insufficient_privilege';
    end $$`.execute(db);
  await sql`
    create trigger rg_exclusion_no_update before update or delete on rg_exclusion
    for each row execute function rg_exclusion_append_only()`.execute(db);

  await db.schema
    .createTable('rg_settings')
    .addColumn('customer_id', 'bigint', (c) => c.primaryKey().references('customer.id'))
    .addColumn('reality_check_minutes', 'integer')
    .addColumn('pending_reality_minutes', 'integer')
    .addColumn('pending_reality_at', 'timestamptz')
    .addColumn('review_months', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(6)
        .check(sql`review_months between 1 and 6`),
    )
    .addColumn('last_review_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // Seconds of authenticated activity per customer and calendar day (jurisdiction time zone).
  await db.schema
    .createTable('rg_play_day')
    .addColumn('customer_id', 'bigint', (c) => c.notNull().references('customer.id'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('seconds', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`seconds >= 0`),
    )
    .addColumn('last_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('rg_play_day_pk', ['customer_id', 'day'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rg_play_day').execute();
  await db.schema.dropTable('rg_settings').execute();
  await db.schema.dropTable('rg_exclusion').execute();
  await sql`drop function rg_exclusion_append_only()`.execute(db);
}
