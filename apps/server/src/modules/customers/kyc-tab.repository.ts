import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { type Page, dir, paged } from './tabs.repository.ts';

/** Player 360's KYC tab reads the KYC tables straight (docs/decisions/026-kyc.md). Read-only. */
type Db = Kysely<Database>;

export function kycCaseOf(db: Db, id: bigint) {
  return db
    .selectFrom('kyc_case')
    .select(['status', 'provider', 'reference_id', 'last_decision_at', 'created_at', 'updated_at'])
    .where('customer_id', '=', id)
    .executeTakeFirst();
}

/** Every status change with the staff member's name for a staff decision. */
export function kycDecisionsOf(db: Db, id: bigint, p: Page) {
  const base = db.selectFrom('kyc_transition as k').where('k.customer_id', '=', id);
  return paged(
    base
      .leftJoin('admin_user as a', (j) => j.onRef('a.id', '=', 'k.actor_id').on('k.actor_kind', '=', 'admin'))
      .select([
        'k.id',
        'k.at',
        'k.from_status',
        'k.to_status',
        'k.actor_kind',
        'a.username as actor',
        'k.reason',
      ])
      .orderBy('k.id', dir(p))
      .offset(p.skip)
      .limit(p.take)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  );
}

/** The provider's deliveries for this applicant (index kyc_event_reference_idx). */
export function kycChecksOf(db: Db, provider: string, referenceId: string, p: Page) {
  const base = db
    .selectFrom('kyc_event')
    .where('provider', '=', provider)
    .where('reference_id', '=', referenceId);
  return paged(
    base
      .select(['delivery_id', 'status', 'decided_at', 'received_at', 'outcome', 'reason'])
      .orderBy('decided_at', dir(p))
      .orderBy('received_at', dir(p))
      .offset(p.skip)
      .limit(p.take)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  );
}
