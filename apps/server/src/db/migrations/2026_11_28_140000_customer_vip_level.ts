import { type Kysely, sql } from 'kysely';

/**
 * A player's VIP level (0 = none, up to 10), set by staff: the back office's segment
 * notifications can address "VIP level N and above". Nothing else reads it yet.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table customer
    add column vip_level smallint not null default 0 check (vip_level between 0 and 10)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table customer drop column vip_level`.execute(db);
}
