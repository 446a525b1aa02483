import { type Kysely, sql } from 'kysely';

/**
 * Who may claim an offer (beyond a verified phone): everyone, or only on the first deposit; and
 * optionally only accounts younger than N days. A deposit backs at most one bonus, so a welcome
 * and a reload bonus cannot both be drawn from one payment.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table bonus_definition
    add column audience text not null default 'all' check (audience in ('all', 'firstDeposit')),
    add column registered_within_days integer check (registered_within_days > 0)`.execute(db);
  await sql`create unique index customer_bonus_one_per_deposit on customer_bonus (source_payment_id)
    where source_payment_id is not null and status <> 'rejected'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index customer_bonus_one_per_deposit`.execute(db);
  await sql`alter table bonus_definition drop column audience, drop column registered_within_days`.execute(
    db,
  );
}
