import { type Transaction, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { lockCashWithHouse } from '../../core/ledger/index.ts';
import type { BetsyBetTable } from './betsy.table.ts';

type Trx = Transaction<Database>;

/** Our house side of every Betsy movement: the untracked `provider:betsy` account. */
export const BETSY_HOUSE = 'betsy';

export type BetsyBetRow = {
  transaction_id: string;
  customer_id: bigint | null;
  currency: string;
  stake: bigint;
  status: BetsyBetTable['status'];
  code: number;
  payout: bigint;
  result_type: string | null;
  settlements: number;
};

/**
 * Everything about one Betsy bet runs one call at a time: the advisory lock of its
 * transactionId is taken before its row is read, so a bet and its settle, rollback or replay
 * racing each other queue instead of both deciding (ADR 010's rule, ADR 091).
 */
export async function lockBetsyBet(trx: Trx, transactionId: string): Promise<BetsyBetRow | undefined> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`betsy:${transactionId}`}, 0))`.execute(trx);
  return trx
    .selectFrom('betsy_bet')
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

/** The player's cash account locked (one player's bets one after another) and Betsy's house account. */
export async function lockBetsyCash(
  trx: Trx,
  customerId: bigint,
  currency: string,
): Promise<{ player: bigint; house: bigint; available: bigint }> {
  const { account, available, house } = await lockCashWithHouse(trx, customerId, currency, BETSY_HOUSE);
  return { player: account, house, available };
}

export async function insertBetsyBet(
  trx: Trx,
  row: Omit<BetsyBetRow, 'payout' | 'result_type' | 'settlements'>,
): Promise<void> {
  await trx.insertInto('betsy_bet').values(row).execute();
}

export async function updateBetsyBet(
  trx: Trx,
  transactionId: string,
  set: Partial<Pick<BetsyBetRow, 'status' | 'payout' | 'result_type' | 'settlements' | 'customer_id'>>,
): Promise<void> {
  await trx
    .updateTable('betsy_bet')
    .set({ ...set, updated_at: new Date() })
    .where('transaction_id', '=', transactionId)
    .execute();
}
