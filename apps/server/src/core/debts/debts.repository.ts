import { type AdminDebt, type DebtHistory, type PlayerDebt, fromMinor } from '@lalebet/shared';
import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Whether the customer owes anything from a settlement correction (the partial index answers). */
export async function hasOpenDebt(db: Db, customerId: bigint): Promise<boolean> {
  const row = await db
    .selectFrom('sb_bet_debt')
    .select('bet_id')
    .where('customer_id', '=', customerId)
    .where('resolved_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

/** Whether a staff write-off of the debt waits for its approval (docs/decisions/104-debt-write-off.md). */
const writeOffPending = sql<boolean>`exists (
  select 1 from debt_write_off_request w where w.debt_id = sb_bet_debt.id and w.status = 'pending'
)`.as('write_off_pending');

/** The customer's debts, newest first (`open`: only those still owed), at most 100. */
export function debtsOf(db: Db, customerId: bigint, open = false) {
  let q = db
    .selectFrom('sb_bet_debt')
    .select([
      'id',
      'bet_id',
      'generation',
      'amount',
      'collected',
      'created_at',
      'resolved_at',
      'write_off_id',
      writeOffPending,
    ])
    .where('customer_id', '=', customerId);
  if (open) q = q.where('resolved_at', 'is', null);
  return q.orderBy('created_at', 'desc').orderBy('bet_id').limit(100).execute();
}

/** What was collected from the customer's credits, newest first, at most 100. */
export function collectionsOf(db: Db, customerId: bigint) {
  return db
    .selectFrom('debt_collection')
    .select(['bet_id', 'generation', 'source', 'amount', 'created_at'])
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
}

type DebtRow = Awaited<ReturnType<typeof debtsOf>>[number];
type DebtColumns = Pick<
  DebtRow,
  'id' | 'bet_id' | 'amount' | 'collected' | 'created_at' | 'resolved_at' | 'write_off_id'
>;

/**
 * One debt as the player sees it (lira). A written-off debt keeps what was collected; the rest
 * is `writtenOff`, so nothing is open.
 */
export const debtDto = (d: DebtColumns): PlayerDebt => {
  const writtenOff = d.write_off_id === null ? 0n : d.amount - d.collected;
  return {
    id: Number(d.id),
    betId: d.bet_id,
    amount: fromMinor(d.amount),
    collected: fromMinor(d.collected),
    writtenOff: fromMinor(writtenOff),
    open: fromMinor(d.amount - d.collected - writtenOff),
    createdAt: d.created_at.toISOString(),
    resolvedAt: d.resolved_at?.toISOString() ?? null,
  };
};

/** One debt as the back office sees it: with whether a write-off waits for approval. */
export const adminDebtDto = (d: DebtColumns & { write_off_pending: boolean }): AdminDebt => ({
  ...debtDto(d),
  writeOffPending: d.write_off_pending,
});

/** Financial activities' debt lines: every debt and every collection, newest first. */
export async function debtHistory(db: Db, customerId: bigint): Promise<DebtHistory> {
  const [debts, collections] = await Promise.all([debtsOf(db, customerId), collectionsOf(db, customerId)]);
  return {
    debts: debts.map(debtDto),
    collections: collections.map((c) => ({
      betId: c.bet_id,
      amount: fromMinor(c.amount),
      source: c.source,
      createdAt: c.created_at.toISOString(),
    })),
  };
}
