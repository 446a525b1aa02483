import { type Kysely, sql } from 'kysely';

/**
 * Cash-out (docs/decisions/066-cash-out-pricing-and-locking.md): the quotes a player was shown
 * (server-side, so any process can accept them), each cash-out done (full or partial, one per
 * quote), the operator's switches (site, event, market line or player) and the players' auto
 * cash-out thresholds. A bet's stake stays as placed (its trigger freezes it); a partial
 * cash-out records the stake per line left open beside it, and settlement settles that.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sb_bet')
    .addColumn('open_stake_per_line', 'bigint', (c) =>
      c.check(sql`open_stake_per_line > 0 and open_stake_per_line < stake_per_line`),
    )
    .execute();

  await db.schema
    .createTable('sb_cashout_quote')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('bet_id', 'uuid', (c) => c.notNull().references('sb_bet.id'))
    .addColumn('customer_id', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sb_cashout_quote_bet').on('sb_cashout_quote').column('bet_id').execute();

  await db.schema
    .createTable('sb_cashout')
    .addColumn('quote_id', 'uuid', (c) => c.primaryKey().references('sb_cashout_quote.id'))
    .addColumn('bet_id', 'uuid', (c) => c.notNull().references('sb_bet.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('stake_part', 'bigint', (c) => c.notNull().check(sql`stake_part > 0`))
    .addColumn('full', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sb_cashout_bet').on('sb_cashout').column('bet_id').execute();
  // At most one full cash-out per bet, whatever the code above it does.
  await sql`create unique index sb_cashout_one_full on sb_cashout (bet_id) where "full"`.execute(db);

  await db.schema
    .createTable('sb_cashout_off')
    .addColumn('scope', 'text', (c) => c.notNull().check(sql`scope in ('site', 'event', 'market', 'player')`))
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('sb_cashout_off_pk', ['scope', 'ref'])
    .execute();

  await db.schema
    .createTable('sb_cashout_auto')
    .addColumn('bet_id', 'uuid', (c) => c.primaryKey().references('sb_bet.id'))
    .addColumn('threshold', 'bigint', (c) => c.notNull().check(sql`threshold > 0`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sb_cashout_auto').execute();
  await db.schema.dropTable('sb_cashout_off').execute();
  await db.schema.dropTable('sb_cashout').execute();
  await db.schema.dropTable('sb_cashout_quote').execute();
  await db.schema.alterTable('sb_bet').dropColumn('open_stake_per_line').execute();
}
