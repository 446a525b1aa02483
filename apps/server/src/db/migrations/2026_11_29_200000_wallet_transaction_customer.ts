import { type Kysely, sql } from 'kysely';

/**
 * GET customer/session (the reality check, the game shell) sums one player's casino stakes and
 * wins since the session began, and the night-play marker counts one player's bets of the week;
 * without this index both read every wallet row of every player.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index wallet_transaction_customer on wallet_transaction (customer_id, created_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index wallet_transaction_customer`.execute(db);
}
