import type { AdminLiftRequestsQuery } from '@lalebet/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Locks the customer row, so two lift steps of one player never interleave. */
export function lockCustomer(trx: Transaction<Database>, customerId: bigint) {
  return trx
    .selectFrom('customer')
    .select(['id', 'username_key'])
    .where('id', '=', customerId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export function insertLiftRequest(
  trx: Transaction<Database>,
  r: { customerId: bigint; reason: string; blockEndedAt: Date; now: Date },
) {
  return trx
    .insertInto('rg_lift_request')
    .values({
      customer_id: r.customerId,
      status: 'pending',
      reason: r.reason,
      block_ended_at: r.blockEndedAt,
      requested_at: r.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The request with its player's username key, locked for a decision. */
export function lockLiftRequest(trx: Transaction<Database>, id: bigint) {
  return trx
    .selectFrom('rg_lift_request as r')
    .innerJoin('customer as c', 'c.id', 'r.customer_id')
    .selectAll('r')
    .select('c.username_key')
    .where('r.id', '=', id)
    .forUpdate('r')
    .executeTakeFirst();
}

export function updateLiftRequest(
  trx: Transaction<Database>,
  id: bigint,
  set: Partial<{
    status: 'pending' | 'approved' | 'rejected' | 'resumed';
    first_approver_id: bigint;
    first_approved_at: Date;
    second_approver_id: bigint;
    approved_at: Date;
    effective_at: Date;
    rejected_by: bigint;
    rejected_at: Date;
    reject_reason: string;
    resumed_at: Date;
  }>,
) {
  return trx.updateTable('rg_lift_request').set(set).where('id', '=', id).execute();
}

/** The player's latest request, whatever its state. */
export function latestRequestOf(db: Db, customerId: bigint) {
  return db
    .selectFrom('rg_lift_request')
    .select(['id', 'status', 'requested_at', 'effective_at'])
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

const SORT = { requestedAt: 'r.requested_at', id: 'r.id' } as const;

export async function listLiftRequests(db: Db, q: AdminLiftRequestsQuery) {
  let base = db.selectFrom('rg_lift_request as r').innerJoin('customer as c', 'c.id', 'r.customer_id');
  if (q.status) base = base.where('r.status', '=', q.status);
  if (q.customerId) base = base.where('r.customer_id', '=', BigInt(q.customerId));
  const items = await base
    .selectAll('r')
    .select('c.username')
    .orderBy(SORT[q.sort], q.order)
    .orderBy('r.id', q.order)
    .offset(q.skip)
    .limit(q.take)
    .execute();
  const count = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return { items, total: Number(count.n) };
}
