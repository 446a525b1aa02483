import { type DebtHistory, type PlayerDebt, fromMinor } from '@lalebet/shared';
import type { Kysely, Transaction } from 'kysely';
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

/** The customer's debts, newest first (`open`: only those still owed), at most 100. */
export function debtsOf(db: Db, customerId: bigint, open = false) {
  let q = db
    .selectFrom('sb_bet_debt')
    .select(['bet_id', 'generation', 'amount', 'collected', 'created_at', 'resolved_at'])
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
/** One debt as the player and the back office see it (lira). */
export const debtDto = (d: DebtRow): PlayerDebt => ({
  betId: d.bet_id,
  amount: fromMinor(d.amount),
  collected: fromMinor(d.collected),
  open: fromMinor(d.amount - d.collected),
  createdAt: d.created_at.toISOString(),
  resolvedAt: d.resolved_at?.toISOString() ?? null,
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
