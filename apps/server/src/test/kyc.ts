import type { KycStatus } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/** KYC fixtures shared by the kyc module's tests and the jurisdiction rules' tests. */
let seq = 0;

/** A case as if the player had opened a session with the simulator. */
export async function seedCase(
  db: Kysely<Database>,
  customerId: bigint,
  status: KycStatus = 'pending',
  referenceId = `app_seed${++seq}_${customerId}`,
) {
  const now = new Date();
  await db
    .insertInto('kyc_case')
    .values({
      customer_id: customerId,
      status,
      provider: 'simkyc',
      reference_id: referenceId,
      verification_url: `https://kyc.test/verify/${referenceId}`,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return referenceId;
}
