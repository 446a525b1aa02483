import type { AdjustmentStatus } from '@lalebet/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AdminAdjustmentTable } from './adjustments.table.ts';

type Db = Kysely<Database> | Transaction<Database>;
type NewAdjustment = Omit<
  AdminAdjustmentTable,
  'id' | 'currency' | 'decided_by' | 'decided_at' | 'decision_reason' | 'transfer_id'
> & { currency: string };

export async function insertAdjustment(db: Db, row: NewAdjustment): Promise<bigint> {
  const { id } = await db
    .insertInto('admin_adjustment')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function customerExists(db: Db, id: bigint) {
  return (await db.selectFrom('customer').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export type AdjustmentFilter = {
  status?: AdjustmentStatus | undefined;
  customerId?: bigint | undefined;
  /** The approvals inbox: open requests someone else made, for a player not linked to her. */
  approvableBy?: { id: bigint; customerId: bigint | null } | undefined;
  now: Date;
};

function filtered(db: Db, f: AdjustmentFilter) {
  let q = db.selectFrom('admin_adjustment as j');
  if (f.customerId !== undefined) q = q.where('j.customer_id', '=', f.customerId);
  if (f.approvableBy !== undefined) {
    q = q.where('j.requested_by', '<>', f.approvableBy.id);
    const linked = f.approvableBy.customerId;
    if (linked !== null) q = q.where('j.customer_id', '<>', linked);
    f = { ...f, status: 'pending' };
  }
  if (f.status === 'pending') q = q.where('j.status', '=', 'pending').where('j.expires_at', '>', f.now);
  else if (f.status === 'expired') q = q.where('j.status', '=', 'pending').where('j.expires_at', '<=', f.now);
  else if (f.status) q = q.where('j.status', '=', f.status);
  return q;
}

const detail = (db: Db) =>
  db
    .selectFrom('admin_adjustment as j')
    .innerJoin('customer as c', 'c.id', 'j.customer_id')
    .innerJoin('admin_user as r', 'r.id', 'j.requested_by')
    .leftJoin('admin_user as d', 'd.id', 'j.decided_by')
    .selectAll('j')
    .select(['c.username', 'r.username as requester', 'd.username as decider']);
export type AdjustmentView = Awaited<ReturnType<typeof findAdjustment>> & {};

export function findAdjustment(db: Db, id: bigint) {
  return detail(db).where('j.id', '=', id).executeTakeFirst();
}

export function findAdjustments(db: Db, ids: bigint[]) {
  return detail(db).where('j.id', 'in', ids).execute();
}

export async function listAdjustments(
  db: Db,
  f: AdjustmentFilter,
  page: { skip: number; take: number; sort: 'requestedAt' | 'amount'; order: 'asc' | 'desc' },
) {
  const ids = filtered(db, f).select('j.id');
  const { total } = await filtered(db, f)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const column = page.sort === 'amount' ? 'j.amount' : 'j.requested_at';
  const items = await detail(db)
    .where('j.id', 'in', ids)
    .orderBy(column, page.order)
    .orderBy('j.id', page.order)
    .offset(page.skip)
    .limit(page.take)
    .execute();
  return { items, total: Number(total) };
}
