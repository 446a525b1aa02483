import type { ApprovalKind, Permission } from '@lalebet/shared';
import { type Kysely, type Selectable, type Transaction, type Updateable, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ApprovalColumns } from './approval.table.ts';
import { APPROVAL_TABLES, type ApprovalTable, type Approver } from './kinds.ts';

type Db = Kysely<Database> | Transaction<Database>;
type Viewer = { id: bigint; customerId: bigint | null };
type Page = { skip: number; take: number; sort: 'requestedAt' | 'amount'; order: 'asc' | 'desc' };
/** A kind's full request row, as its own table types it. */
export type ApprovalRow<K extends ApprovalKind> = Selectable<Database[ApprovalTable<K>]> &
  Selectable<Omit<ApprovalColumns, 'customer_id'>> & { customer_id: bigint | null };
/** What a kind's execution writes on its row with the decision (its effect's id). */
export type ExecutedColumns<K extends ApprovalKind> = Omit<
  Updateable<Database[ApprovalTable<K>]>,
  keyof ApprovalColumns
>;

/**
 * The request tables seen through their shared columns only, under the stand-in name
 * `approval`: the one place that addresses a table by kind. Sound because every
 * APPROVAL_TABLES entry extends ApprovalColumns, and only those columns are named here.
 */
type Shared = { approval: Omit<ApprovalColumns, 'customer_id'> & { customer_id: bigint | null } };
const shared = (db: Db) => db as unknown as Kysely<Shared>;
const tableOf = (kind: ApprovalKind) => APPROVAL_TABLES[kind] as ApprovalTable as unknown as 'approval';

/** The request, row-locked until the transaction ends: concurrent decisions queue behind it. */
export async function lockApproval<K extends ApprovalKind>(
  trx: Transaction<Database>,
  kind: K,
  id: bigint,
): Promise<ApprovalRow<K> | undefined> {
  const row = await shared(trx)
    .selectFrom(tableOf(kind))
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row as ApprovalRow<K> | undefined;
}

/** Decides a pending request; false when another decision came first. */
export async function decideApproval<K extends ApprovalKind>(
  trx: Transaction<Database>,
  kind: K,
  id: bigint,
  set: {
    status: 'executed' | 'rejected';
    decided_by: bigint;
    decided_at: Date;
    decision_reason?: string | null;
  },
  effect?: ExecutedColumns<K>,
): Promise<boolean> {
  // The effect's columns are the kind's own (the Shared view does not name them).
  const r = await shared(trx)
    .updateTable(tableOf(kind))
    .set({ ...set, ...effect } as Updateable<ApprovalColumns>)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/** A staff member as the approval rules see them (kinds.ts Approver), with their link read now. */
export async function approverOf(
  db: Db,
  staff: { id: bigint; permissions?: ReadonlySet<Permission> | undefined },
): Promise<Approver> {
  return {
    id: staff.id,
    permissions: staff.permissions ?? new Set(),
    customerId: await linkedCustomerOf(db, staff.id),
  };
}

/** The player account linked to a staff account (the beneficiary rule), read fresh. */
export async function linkedCustomerOf(db: Db, staffId: bigint): Promise<bigint | null> {
  const row = await db
    .selectFrom('admin_user')
    .select('customer_id')
    .where('id', '=', staffId)
    .executeTakeFirst();
  return row?.customer_id ?? null;
}

/**
 * Open requests of one kind `staff` may decide: pending, not expired, not theirs, not for
 * their linked player. The inbox and the work-queue count read the same filter.
 */
export function openFor(db: Db, kind: ApprovalKind, staff: Viewer, now: Date) {
  let q = shared(db)
    .selectFrom(tableOf(kind))
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .where('requested_by', '<>', staff.id);
  // Requests that name no player (staff requests) stay visible to a linked viewer.
  const linked = staff.customerId;
  if (linked !== null) q = q.where((eb) => eb.or([eb('customer_id', 'is', null), eb('customer_id', '<>', linked)]));
  return q;
}

/** One page of what `staff` may decide, across `kinds`, as (kind, id) in the page's order. */
export async function openApprovalRefs(db: Db, kinds: ApprovalKind[], staff: Viewer, now: Date, page: Page) {
  if (kinds.length === 0) return { refs: [], total: 0 };
  const parts = kinds.map((kind) =>
    openFor(db, kind, staff, now).select([
      sql<ApprovalKind>`${sql.lit(kind)}`.as('kind'),
      'id',
      'requested_at',
      'amount',
    ]),
  );
  const all = parts.slice(1).reduce((u, p) => u.unionAll(p), parts[0]!);
  const { total } = await shared(db)
    .selectFrom(all.as('u'))
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const refs = await shared(db)
    .selectFrom(all.as('u'))
    .select(['u.kind', 'u.id'])
    .orderBy(page.sort === 'amount' ? 'u.amount' : 'u.requested_at', page.order)
    .orderBy('u.kind')
    .orderBy('u.id', page.order)
    .offset(page.skip)
    .limit(page.take)
    .execute();
  return { refs, total: Number(total) };
}

/** How many requests of `kinds` wait for `staff` (the approvals work queue). */
export async function countOpenApprovals(db: Db, kinds: ApprovalKind[], staff: Viewer, now: Date) {
  let n = 0;
  // One after another: PGlite has a single connection, and these are small counts.
  for (const kind of kinds) {
    const { c } = await openFor(db, kind, staff, now)
      .select((eb) => eb.fn.countAll<string>().as('c'))
      .executeTakeFirstOrThrow();
    n += Number(c);
  }
  return n;
}
