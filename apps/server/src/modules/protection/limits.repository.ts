import type { Kysely, Transaction } from 'kysely';
import type { LimitKind, LimitPeriod } from '@lalebet/shared';
import type { Database } from '../../db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type Setter = { by: 'player' } | { by: 'staff'; staffId: bigint; reason: string };

/** One setter's limit row (locked), or undefined. */
export function lockOwnLimit(
  trx: Transaction<Database>,
  customerId: bigint,
  kind: LimitKind,
  period: LimitPeriod,
  by: 'player' | 'staff',
) {
  return trx
    .selectFrom('rg_limit')
    .select(['id', 'value'])
    .where('customer_id', '=', customerId)
    .where('kind', '=', kind)
    .where('period', '=', period)
    .where('set_by', '=', by)
    .forUpdate()
    .executeTakeFirst();
}

export async function writeLimit(
  trx: Transaction<Database>,
  customerId: bigint,
  limit: { kind: LimitKind; period: LimitPeriod; value: bigint | null },
  setter: Setter,
  now: Date,
): Promise<void> {
  const own = trx
    .deleteFrom('rg_limit')
    .where('customer_id', '=', customerId)
    .where('kind', '=', limit.kind)
    .where('period', '=', limit.period)
    .where('set_by', '=', setter.by);
  if (limit.value === null) {
    await own.execute();
    return;
  }
  const staff = setter.by === 'staff' ? { staff_id: setter.staffId, reason: setter.reason } : {};
  await trx
    .insertInto('rg_limit')
    .values({
      customer_id: customerId,
      kind: limit.kind,
      period: limit.period,
      set_by: setter.by,
      value: limit.value,
      since: now,
      ...staff,
    })
    .onConflict((oc) =>
      oc
        .columns(['customer_id', 'kind', 'period', 'set_by'])
        .doUpdateSet({ value: limit.value!, since: now, ...staff }),
    )
    .execute();
}

export function pendingRequests(db: Db, customerId: bigint) {
  return db
    .selectFrom('rg_limit_request')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('status', '=', 'pending')
    .orderBy('id')
    .execute();
}

export function lockRequest(trx: Transaction<Database>, customerId: bigint, id: number) {
  return trx
    .selectFrom('rg_limit_request')
    .selectAll()
    .where('id', '=', BigInt(id))
    .where('customer_id', '=', customerId)
    .forUpdate()
    .executeTakeFirst();
}

export async function closeRequest(
  trx: Transaction<Database>,
  id: bigint,
  status: 'confirmed' | 'cancelled' | 'lapsed',
  now: Date,
): Promise<void> {
  await trx.updateTable('rg_limit_request').set({ status, decided_at: now }).where('id', '=', id).execute();
}

/** The pending request of one kind and period (a new change replaces it). */
export function lockPendingOf(
  trx: Transaction<Database>,
  customerId: bigint,
  kind: LimitKind,
  period: LimitPeriod,
) {
  return trx
    .selectFrom('rg_limit_request')
    .select(['id'])
    .where('customer_id', '=', customerId)
    .where('kind', '=', kind)
    .where('period', '=', period)
    .where('status', '=', 'pending')
    .forUpdate()
    .executeTakeFirst();
}

export async function insertRequest(
  trx: Transaction<Database>,
  row: {
    customer_id: bigint;
    kind: LimitKind;
    period: LimitPeriod;
    value: bigint | null;
    requested_at: Date;
    available_at: Date;
    expires_at: Date;
  },
): Promise<bigint> {
  const { id } = await trx
    .insertInto('rg_limit_request')
    .values({ ...row, decided_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Pending requests past their confirmation window (all customers, or one). */
export function lapsedRequests(trx: Transaction<Database>, now: Date, customerId?: bigint) {
  let q = trx
    .selectFrom('rg_limit_request')
    .select(['id', 'customer_id', 'kind', 'period'])
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now);
  if (customerId !== undefined) q = q.where('customer_id', '=', customerId);
  return q.orderBy('id').forUpdate().skipLocked().execute();
}

export function customerExists(db: Db, customerId: bigint) {
  return db.selectFrom('customer').select('id').where('id', '=', customerId).executeTakeFirst();
}

export function flagsOf(db: Db, customerId: bigint) {
  return db
    .selectFrom('rg_flag')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
}

/** Every deposit limit of the customer (player's and staff's): the lower applies (docs/rules.md R13). */
export function depositLimitsOf(trx: Transaction<Database>, customerId: bigint) {
  return trx
    .selectFrom('rg_limit')
    .select(['period', 'value', 'set_by'])
    .where('customer_id', '=', customerId)
    .where('kind', '=', 'deposit')
    .execute();
}
