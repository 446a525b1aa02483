import { type Kysely, sql } from 'kysely';

/**
 * A placement sums the player's open and pending stake on the bet's events (the per-event stake
 * cap). Without an index on a player's open bets that read started from the legs of the event,
 * every player's, and a popular match has thousands; now it starts from the player's open bets,
 * a handful (docs/decisions/040-paired-bench-rounds-and-stake-plans.md).
 * sb_bet_leg_line is the leading part of sb_bet_leg_line_bet, which serves every query it did:
 * one index less to write per leg.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index sb_bet_open_customer on sb_bet (customer_id) where status in ('pending', 'open')`.execute(
    db,
  );
  await db.schema.dropIndex('sb_bet_leg_line').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('sb_bet_leg_line')
    .on('sb_bet_leg')
    .columns(['event_id', 'market_id', 'specifiers'])
    .execute();
  await db.schema.dropIndex('sb_bet_open_customer').execute();
}
