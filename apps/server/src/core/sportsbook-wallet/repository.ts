import { type Transaction, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { lockCashWithHouse } from '../ledger/index.ts';
import type { BookProvider } from './provider.ts';
import type { BookBetTable } from './tables.ts';

type Trx = Transaction<Database>;

export type BookBetRow = {
  transaction_id: string;
  customer_id: bigint | null;
  currency: string;
  stake: bigint;
  status: BookBetTable['status'];
  code: number;
  payout: bigint;
  result_type: string | null;
  settlements: number;
};

// Every provider's bet table has one shape (tables.ts); Kysely wants one name to type it.
const betsOf = (p: BookProvider) => p.betTable as 'betsy_bet';

/**
 * Everything about one bet runs one call at a time: the advisory lock of the provider's
 * transaction id is taken before its row is read, so a bet and its settle, rollback or replay
 * racing each other queue instead of both deciding (docs/decisions/091-betsy-sportsbook-bridge.md).
 */
export async function lockBookBet(
  trx: Trx,
  p: BookProvider,
  transactionId: string,
): Promise<BookBetRow | undefined> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`${p.name}:${transactionId}`}, 0))`.execute(trx);
  return trx
    .selectFrom(betsOf(p))
    .select([
      'transaction_id',
      'customer_id',
      'currency',
      'stake',
      'status',
      'code',
      'payout',
      'result_type',
      'settlements',
    ])
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
}

/** The player's cash account locked (one player's bets one after another) and the provider's house account. */
export async function lockBookCash(
  trx: Trx,
  p: BookProvider,
  customerId: bigint,
  currency: string,
): Promise<{ player: bigint; house: bigint; available: bigint }> {
  const { account, available, house } = await lockCashWithHouse(trx, customerId, currency, p.name);
  return { player: account, house, available };
}

export async function insertBookBet(
  trx: Trx,
  p: BookProvider,
  row: Omit<BookBetRow, 'payout' | 'result_type' | 'settlements'>,
): Promise<void> {
  await trx.insertInto(betsOf(p)).values(row).execute();
}

export async function updateBookBet(
  trx: Trx,
  p: BookProvider,
  transactionId: string,
  set: Partial<Pick<BookBetRow, 'status' | 'payout' | 'result_type' | 'settlements' | 'customer_id'>>,
): Promise<void> {
  await trx
    .updateTable(betsOf(p))
    .set({ ...set, updated_at: new Date() })
    .where('transaction_id', '=', transactionId)
    .execute();
}
