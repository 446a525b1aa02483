import { type Kysely, sql } from 'kysely';

/**
 * KYC decisions are applied by a job, not inside the webhook: a delivery is stored as queued
 * with the provider's reason, and the job takes the oldest queued row (partial index).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table kyc_event add column reason text`.execute(db);
  await sql`create index kyc_event_queued on kyc_event (provider, decided_at, received_at)
    where outcome = 'queued'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index kyc_event_queued`.execute(db);
  await sql`alter table kyc_event drop column reason`.execute(db);
}
