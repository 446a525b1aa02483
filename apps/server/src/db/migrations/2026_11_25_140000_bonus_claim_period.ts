import { type Kysely, sql } from 'kysely';

/**
 * A definition may be claimed once per period: '' (once ever) for most kinds, the week it covers
 * for cashback ('2026-W47'), so a weekly cashback is weekly and still cannot be claimed twice
 * for the same week (the index decides races).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table customer_bonus add column period text not null default ''`.execute(db);
  await sql`drop index customer_bonus_once_per_definition`.execute(db);
  await sql`create unique index customer_bonus_once_per_period
    on customer_bonus (customer_id, definition_id, period) where status <> 'rejected'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index customer_bonus_once_per_period`.execute(db);
  await sql`create unique index customer_bonus_once_per_definition on customer_bonus (customer_id, definition_id)
    where status <> 'rejected'`.execute(db);
  await sql`alter table customer_bonus drop column period`.execute(db);
}
