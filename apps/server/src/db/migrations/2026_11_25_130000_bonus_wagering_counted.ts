import { type Kysely, sql } from 'kysely';

/**
 * Bets remember how much of their stake counted towards the bonus's wagering, so a rollback
 * takes exactly that back (the contribution table may change between the bet and its refund).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table wallet_transaction
    add column wagering_counted bigint not null default 0 check (wagering_counted >= 0)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table wallet_transaction drop column wagering_counted`.execute(db);
}
