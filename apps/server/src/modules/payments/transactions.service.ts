import {
  type DebtHistory,
  type Locale,
  type TransactionItem,
  fromMinor,
  type transactionListRequestSchema,
} from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { debtHistory } from '../../core/debts/index.ts';
import { DAY_MS } from '../../lib/clock.ts';
import { reasonText } from './payments.messages.ts';
import { listTransactions } from './transactions.repository.ts';

/** Turkey keeps UTC+3 all year (no daylight saving since 2016), so a day is a fixed UTC range. */
const ISTANBUL_OFFSET = '+03:00';
const dayStart = (day: string) => new Date(`${day}T00:00:00${ISTANBUL_OFFSET}`);

/**
 * Financial activities: the caller's deposits and withdrawals, newest first, and beside them the
 * debts corrected bets left and what collected them (docs/decisions/047-money-details.md).
 */
export async function transactionsOf(
  db: Kysely<Database>,
  customerId: bigint,
  r: z.output<typeof transactionListRequestSchema>,
  locale: Locale,
): Promise<{ items: TransactionItem[]; total: number; debts: DebtHistory }> {
  const debts = await debtHistory(db, customerId);
  const { rows, total } = await listTransactions(
    db,
    {
      customerId,
      kind: r.kind,
      status: r.status,
      since: r.from ? dayStart(r.from) : null,
      until: r.to ? new Date(dayStart(r.to).getTime() + DAY_MS) : null,
    },
    r.skip,
    r.take,
  );
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      status: row.status,
      amount: fromMinor(row.amount),
      method: row.method,
      reason: reasonText(row.reason_code, row.reason_text, locale),
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    })),
    total,
    debts,
  };
}
