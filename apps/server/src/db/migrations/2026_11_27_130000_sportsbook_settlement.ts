import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

/**
 * Sports bet settlement (docs/decisions/022-sportsbook-settlement-and-rounding.md). The feed's
 * facts per market line (results per generation, cancel windows) are kept apart from the bets;
 * each leg records the line version it reflects, so a long settlement resumes where it stopped.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const line = <T extends string>(t: CreateTableBuilder<T>) =>
    t
      .addColumn('event_id', 'text', (c) => c.notNull())
      .addColumn('market_id', 'integer', (c) => c.notNull())
      .addColumn('specifiers', 'text', (c) => c.notNull());

  // Bumped by every fact that changes the line; legs behind it still need applying.
  await line(db.schema.createTable('sb_line_state'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('sb_line_state_pk', ['event_id', 'market_id', 'specifiers'])
    .execute();
  // outcomes null: a rollback that arrived before its settlement (a tombstone).
  await line(db.schema.createTable('sb_line_settlement'))
    .addColumn('generation', 'integer', (c) => c.notNull())
    .addColumn('outcomes', 'jsonb')
    .addColumn('rolled_back_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('sb_line_settlement_pk', ['event_id', 'market_id', 'specifiers', 'generation'])
    .execute();
  await line(db.schema.createTable('sb_settle_cancel'))
    .addColumn('cancel_id', 'text', (c) => c.notNull())
    .addColumn('from_ms', 'bigint')
    .addColumn('to_ms', 'bigint')
    .addColumn('rolled_back_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('sb_settle_cancel_pk', ['event_id', 'market_id', 'specifiers', 'cancel_id'])
    .execute();
  await db.schema
    .createTable('sb_leg_sync')
    .addColumn('bet_id', 'uuid', (c) => c.notNull())
    .addColumn('leg_no', 'smallint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('sb_leg_sync_pk', ['bet_id', 'leg_no'])
    .addForeignKeyConstraint('sb_leg_sync_leg', ['bet_id', 'leg_no'], 'sb_bet_leg', ['bet_id', 'leg_no'])
    .execute();

  await db.schema
    .createTable('sb_bet_settlement')
    .addColumn('bet_id', 'uuid', (c) => c.notNull().references('sb_bet.id'))
    .addColumn('generation', 'integer', (c) => c.notNull().check(sql`generation >= 1`))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('settle', 'rollback', 'cancel', 'rollback_cancel')`),
    )
    .addColumn('payout', 'bigint', (c) => c.notNull().check(sql`payout >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('sb_bet_settlement_pk', ['bet_id', 'generation', 'kind'])
    .execute();
  await sql`
    create function sb_bet_settlement_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'sb_bet_settlement is append-only';
    end $$`.execute(db);
  await sql`create trigger sb_bet_settlement_append_only before update or delete on sb_bet_settlement
    for each row execute function sb_bet_settlement_append_only()`.execute(db);

  // What a correction could not take back from a player's cash (never a negative balance).
  await db.schema
    .createTable('sb_bet_debt')
    .addColumn('bet_id', 'uuid', (c) => c.notNull().references('sb_bet.id'))
    .addColumn('generation', 'integer', (c) => c.notNull())
    .addColumn('customer_id', 'bigint', (c) => c.notNull().references('customer.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('resolved_at', 'timestamptz')
    .addPrimaryKeyConstraint('sb_bet_debt_pk', ['bet_id', 'generation'])
    .execute();
  await sql`create index sb_bet_debt_open on sb_bet_debt (customer_id) where resolved_at is null`.execute(db);

  // The settlement walks a line's legs in bet id order, a chunk at a time.
  await db.schema
    .createIndex('sb_bet_leg_line_bet')
    .on('sb_bet_leg')
    .columns(['event_id', 'market_id', 'specifiers', 'bet_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sb_bet_leg_line_bet').execute();
  for (const t of [
    'sb_bet_debt',
    'sb_bet_settlement',
    'sb_leg_sync',
    'sb_settle_cancel',
    'sb_line_settlement',
    'sb_line_state',
  ]) {
    await db.schema.dropTable(t).execute();
  }
  await sql`drop function if exists sb_bet_settlement_append_only()`.execute(db);
}
