import { type Kysely, sql } from 'kysely';

/**
 * Withdrawals paid through a provider's payout API (docs/decisions/088-payment-providers-and-payouts.md).
 * After the final approval a withdrawal stays Pending, its hold unresolved, with `payout_state`
 * `requested` and `gateway` naming the provider; the provider's answer or event posts the hold
 * (`paid`, Confirmed) or voids it (`failed`, Rejected with the provider's reason). Null: a
 * withdrawal paid by hand, as before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('payment')
    .addColumn('payout_state', 'text', (c) => c.check(sql`payout_state in ('requested', 'paid', 'failed')`))
    .addColumn('payout_requested_at', 'timestamptz')
    .execute();
  // The retry sweep: payouts asked for whose outcome is still unknown.
  await sql`create index payment_payout_requested_idx on payment (payout_requested_at)
    where payout_state = 'requested'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index payment_payout_requested_idx`.execute(db);
  await db.schema
    .alterTable('payment')
    .dropColumn('payout_state')
    .dropColumn('payout_requested_at')
    .execute();
}
