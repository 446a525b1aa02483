import { debtWriteOffCanonicalPayload } from '@lalebet/shared';
import { type Insertable, type Kysely, type Transaction, sql } from 'kysely';
import { payloadHash } from '../../core/approvals/index.ts';
import type { DebtWriteOffRequestTable } from '../../core/debts/debts.table.ts';
import type { Database } from '../../db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** What a write-off approval is bound to (packages/shared debtWriteOffCanonicalPayload). */
export const writeOffHash = (w: { debtId: bigint; customerId: bigint; amount: bigint; reason: string }) =>
  payloadHash(debtWriteOffCanonicalPayload(w));

const pending = sql<boolean>`exists (
  select 1 from debt_write_off_request w where w.debt_id = d.id and w.status = 'pending'
)`.as('write_off_pending');

/** Open debts across players, oldest first (the back office's queue). */
export async function openDebtPage(db: Db, page: { skip: number; take: number }) {
  const [items, { total }] = await Promise.all([
    db
      .selectFrom('sb_bet_debt as d')
      .innerJoin('customer as c', 'c.id', 'd.customer_id')
      .select([
        'd.id',
        'd.bet_id',
        'd.amount',
        'd.collected',
        'd.created_at',
        'd.resolved_at',
        'd.write_off_id',
        'd.customer_id',
        'c.username',
        pending,
      ])
      .where('d.resolved_at', 'is', null)
      .orderBy('d.created_at')
      .orderBy('d.id')
      .offset(page.skip)
      .limit(page.take)
      .execute(),
    db
      .selectFrom('sb_bet_debt')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('resolved_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(total) };
}

/**
 * The debt, row-locked: the lock collection takes after the player's cash row
 * (core/debts/collect.ts), so a write-off and a collection of the same debt run one after the
 * other and the second sees what the first did.
 */
export function lockDebt(trx: Transaction<Database>, id: bigint) {
  return trx
    .selectFrom('sb_bet_debt')
    .select(['id', 'bet_id', 'customer_id', 'amount', 'collected', 'resolved_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function hasPendingWriteOff(db: Db, debtId: bigint): Promise<boolean> {
  const row = await db
    .selectFrom('debt_write_off_request')
    .select('id')
    .where('debt_id', '=', debtId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertWriteOffRequest(
  trx: Transaction<Database>,
  row: Insertable<DebtWriteOffRequestTable>,
): Promise<bigint> {
  const { id } = await trx
    .insertInto('debt_write_off_request')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Closes the debt as written off by request `requestId`. */
export async function markWrittenOff(
  trx: Transaction<Database>,
  debtId: bigint,
  requestId: bigint,
  now: Date,
) {
  await trx
    .updateTable('sb_bet_debt')
    .set({ resolved_at: now, write_off_id: requestId })
    .where('id', '=', debtId)
    .where('resolved_at', 'is', null)
    .execute();
}

/** Requests with what an approver reads: the debt, what it still owes, player, requester, decider. */
export function writeOffRequestViews(db: Db, ids: bigint[]) {
  return db
    .selectFrom('debt_write_off_request as w')
    .innerJoin('sb_bet_debt as d', 'd.id', 'w.debt_id')
    .innerJoin('customer as c', 'c.id', 'w.customer_id')
    .innerJoin('admin_user as r', 'r.id', 'w.requested_by')
    .leftJoin('admin_user as x', 'x.id', 'w.decided_by')
    .selectAll('w')
    .select([
      'd.bet_id',
      sql<bigint>`case when d.resolved_at is null then d.amount - d.collected else 0 end`.as('open_now'),
      'c.username',
      'r.username as requester',
      'x.username as decider',
    ])
    .where('w.id', 'in', ids)
    .execute();
}
