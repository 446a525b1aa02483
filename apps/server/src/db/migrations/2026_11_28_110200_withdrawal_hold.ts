import { type Kysely, sql } from 'kysely';

/**
 * An operator may put a waiting withdrawal on hold while looking into it
 * (docs/decisions/030-four-eyes-adjustments.md). A hold is a mark on a Pending or
 * WaitingForKyc row, not a status: the status machine stays as it is, and the check below
 * makes a held withdrawal impossible to confirm at the database.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table payment
    add column held_at timestamptz,
    add column held_by bigint references admin_user (id),
    add column hold_reason text`.execute(db);
  await sql`alter table payment add constraint payment_hold_open
    check (held_at is null or (kind = 2 and status in (2, 7)))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table payment drop constraint payment_hold_open`.execute(db);
  await sql`alter table payment drop column held_at, drop column held_by, drop column hold_reason`.execute(
    db,
  );
}
