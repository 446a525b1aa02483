import { type Kysely, sql } from 'kysely';

/**
 * Player 360's KYC tab lists one applicant's provider deliveries, newest decision first; without
 * this index that read scans every delivery of every customer.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index kyc_event_reference_idx on kyc_event (provider, reference_id, decided_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index kyc_event_reference_idx`.execute(db);
}
