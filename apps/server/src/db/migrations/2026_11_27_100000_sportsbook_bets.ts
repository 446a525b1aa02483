import { type Kysely, sql } from 'kysely';

/**
 * Sports bets and their legs (docs/decisions/021-sportsbook-engine.md). Money in kuruş; odds in
 * integer thousandths. A leg's odds and a bet's stake never change after acceptance (trigger):
 * only statuses, results, payout and generation move.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sb_bet')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('customer_id', 'bigint', (c) => c.notNull().references('customer.id'))
    .addColumn('request_id', 'uuid', (c) => c.notNull())
    // A hash of the request body: the same requestId with another body is refused.
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('single', 'multiple', 'system')`))
    .addColumn('system_size', 'smallint')
    .addColumn('lines', 'integer', (c) => c.notNull().check(sql`lines >= 1`))
    .addColumn('stake_per_line', 'bigint', (c) => c.notNull().check(sql`stake_per_line > 0`))
    .addColumn('total_stake', 'bigint', (c) => c.notNull())
    // The kuruş of the stake paid from the bonus balance (cash first, then bonus).
    .addColumn('bonus_stake', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('odds_policy', 'text', (c) => c.notNull().check(sql`odds_policy in ('none', 'higher', 'any')`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`status in ('pending', 'open', 'won', 'lost', 'void', 'half_won', 'half_lost', 'cashed_out', 'cancelled', 'refused')`,
        ),
    )
    .addColumn('potential_payout', 'bigint', (c) => c.notNull())
    .addColumn('max_payout', 'bigint', (c) => c.notNull())
    .addColumn('payout', 'bigint', (c) => c.check(sql`payout >= 0`))
    .addColumn('capped', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('generation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refusal', 'text')
    .addColumn('live', 'boolean', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('placed_at', 'timestamptz', (c) => c.notNull())
    // Pending live bets: when the bet delay ends and the bet is decided.
    .addColumn('decide_at', 'timestamptz')
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('settled_at', 'timestamptz')
    .addCheckConstraint('sb_bet_total', sql`total_stake = stake_per_line * lines`)
    .addCheckConstraint('sb_bet_payout_cap', sql`payout is null or payout <= max_payout`)
    .addUniqueConstraint('sb_bet_request', ['customer_id', 'request_id'])
    .execute();
  await db.schema
    .createIndex('sb_bet_customer_placed')
    .on('sb_bet')
    .columns(['customer_id', 'placed_at desc'])
    .execute();
  await sql`create index sb_bet_pending on sb_bet (decide_at) where status = 'pending'`.execute(db);

  await db.schema
    .createTable('sb_bet_leg')
    .addColumn('bet_id', 'uuid', (c) => c.notNull().references('sb_bet.id'))
    .addColumn('leg_no', 'smallint', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('market_id', 'integer', (c) => c.notNull())
    .addColumn('specifiers', 'text', (c) => c.notNull())
    .addColumn('outcome_id', 'text', (c) => c.notNull())
    .addColumn('odds_milli', 'integer', (c) => c.notNull().check(sql`odds_milli > 1000`))
    // The line's material version when the bet was accepted (ADR 021: material change rule).
    .addColumn('material_version', 'integer', (c) => c.notNull())
    .addColumn('sport', 'text', (c) => c.notNull())
    .addColumn('start_time', 'timestamptz', (c) => c.notNull())
    .addColumn('live', 'boolean', (c) => c.notNull())
    .addColumn('event_name', 'text', (c) => c.notNull())
    .addColumn('market_name', 'text', (c) => c.notNull())
    .addColumn('outcome_name', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`result in ('open', 'won', 'lost', 'void', 'half_won', 'half_lost', 'dead_heat')`),
    )
    // UOF factors of the applied result: void 0, 0.5 or 1; dead heat (0, 1].
    .addColumn('void_factor', 'numeric')
    .addColumn('dead_heat_factor', 'numeric')
    .addPrimaryKeyConstraint('sb_bet_leg_pk', ['bet_id', 'leg_no'])
    .execute();
  await db.schema
    .createIndex('sb_bet_leg_line')
    .on('sb_bet_leg')
    .columns(['event_id', 'market_id', 'specifiers'])
    .execute();

  await sql`
    create function sb_bet_leg_frozen() returns trigger language plpgsql as $$
    begin
      if new.odds_milli <> old.odds_milli or new.outcome_id <> old.outcome_id
         or new.event_id <> old.event_id or new.market_id <> old.market_id
         or new.specifiers <> old.specifiers then
        raise exception 'sb_bet_leg: accepted odds and selection are immutable';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger sb_bet_leg_frozen before update on sb_bet_leg
    for each row execute function sb_bet_leg_frozen()`.execute(db);
  await sql`
    create function sb_bet_frozen() returns trigger language plpgsql as $$
    begin
      if new.total_stake <> old.total_stake or new.stake_per_line <> old.stake_per_line
         or new.customer_id <> old.customer_id or new.kind <> old.kind then
        raise exception 'sb_bet: stake and owner are immutable';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger sb_bet_frozen before update on sb_bet
    for each row execute function sb_bet_frozen()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sb_bet_leg').execute();
  await db.schema.dropTable('sb_bet').execute();
  await sql`drop function if exists sb_bet_leg_frozen()`.execute(db);
  await sql`drop function if exists sb_bet_frozen()`.execute(db);
}
