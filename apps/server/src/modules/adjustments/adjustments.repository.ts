import type { AdjustmentStatus } from '@lalebet/shared';
import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { DAY_MS } from '../../lib/clock.ts';
import type { AdminAdjustmentTable } from './adjustments.table.ts';

type Db = Kysely<Database> | Transaction<Database>;
type NewAdjustment = Omit<
  AdminAdjustmentTable,
  'id' | 'currency' | 'decided_by' | 'decided_at' | 'decision_reason' | 'transfer_id'
> & { currency: string };

/**
 * Writes a request and decides, in the same statement, whether it waits for a second person
 * (docs/decisions/041-separation-of-duties-for-money.md): it runs alone (expires_at null) only
 * when its amount plus everything (pending or executed) its requester asked for in the last
 * 24 h, and plus everything asked for this player in that time, both stay under `threshold`.
 * Requests by the same staff member or for the same player are serialised first by
 * transaction-level advisory locks (requester, then player: one order, no deadlock), taken in
 * earlier statements so the insert's snapshot sees every request committed before them.
 */
export async function insertAdjustmentInWindow(
  trx: Transaction<Database>,
  row: NewAdjustment, // expires_at: when it would expire if it waits
  threshold: bigint,
): Promise<{ id: bigint; waits: boolean }> {
  for (const key of [`adjustment:staff:${row.requested_by}`, `adjustment:player:${row.customer_id}`]) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
  }
  const since = new Date(row.requested_at.getTime() - DAY_MS);
  const total = (column: 'requested_by' | 'customer_id', value: bigint) => sql<string>`(
    select coalesce(sum(a.amount), 0) from admin_adjustment a
    where a.${sql.ref(column)} = ${value} and a.requested_at > ${since}
      and a.status in ('pending', 'executed'))`;
  const { rows } = await sql<{ id: bigint; waits: boolean }>`
    insert into admin_adjustment (customer_id, direction, amount, currency, reason_code, note,
      payload_hash, status, requested_by, requested_at, expires_at)
    select ${row.customer_id}, ${row.direction}, ${row.amount}, ${row.currency}, ${row.reason_code},
      ${row.note}, ${row.payload_hash}, ${row.status}, ${row.requested_by}, ${row.requested_at},
      case when ${row.amount}::bigint + ${total('requested_by', row.requested_by)} < ${threshold}::bigint
            and ${row.amount}::bigint + ${total('customer_id', row.customer_id)} < ${threshold}::bigint
        then null else ${row.expires_at}::timestamptz end
    returning id, expires_at is not null as waits`.execute(trx);
  const made = rows[0]!;
  return { id: BigInt(made.id), waits: made.waits };
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
