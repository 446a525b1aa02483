import { type Kysely, sql } from 'kysely';

/**
 * What placement keeps beside the bets (docs/decisions/021-sportsbook-engine.md): the exposure
 * of each outcome of a market line (liability = Σ(potential payout − stake) of the open and
 * pending bets containing it, multiples counted in full on every leg), saved coupons and the
 * player's sportsbook settings.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sb_exposure')
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('market_id', 'integer', (c) => c.notNull())
    .addColumn('specifiers', 'text', (c) => c.notNull())
    .addColumn('outcome_id', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('liability', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('sb_exposure_pk', [
      'event_id',
      'market_id',
      'specifiers',
      'outcome_id',
      'currency',
    ])
    .execute();

  await db.schema
    .createTable('sb_coupon')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('selections', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sb_settings')
    .addColumn('customer_id', 'bigint', (c) => c.primaryKey().references('customer.id'))
    .addColumn('odds_change', 'text', (c) => c.notNull().check(sql`odds_change in ('none', 'higher', 'any')`))
    .addColumn('odds_format', 'text', (c) =>
      c.notNull().check(sql`odds_format in ('decimal', 'fractional', 'american')`),
    )
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sb_settings').execute();
  await db.schema.dropTable('sb_coupon').execute();
  await db.schema.dropTable('sb_exposure').execute();
}
