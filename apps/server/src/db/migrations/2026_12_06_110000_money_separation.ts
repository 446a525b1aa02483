import { type Kysely, sql } from 'kysely';

/**
 * Separation of duties for money (docs/decisions/041-separation-of-duties-for-money.md):
 * the indexes the adjustments' rolling 24-hour totals read (per requester, per player), and the
 * first approval of a withdrawal above the second-approver threshold. One row per withdrawal:
 * the second confirm, by someone else, pays it out. The amount is the one the first approver saw.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index admin_adjustment_requester_window_idx
    on admin_adjustment (requested_by, requested_at)`.execute(db);
  await sql`create index admin_adjustment_customer_window_idx
    on admin_adjustment (customer_id, requested_at)`.execute(db);
  await sql`
    create table withdrawal_approval (
      payment_id bigint primary key references payment (id),
      approved_by bigint not null references admin_user (id),
      approved_at timestamptz not null,
      amount bigint not null check (amount > 0)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table withdrawal_approval`.execute(db);
  await sql`drop index admin_adjustment_customer_window_idx`.execute(db);
  await sql`drop index admin_adjustment_requester_window_idx`.execute(db);
}
