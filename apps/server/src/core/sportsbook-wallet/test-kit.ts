import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** The ledger transfers a framed book's bet moved, as sorted `code:amount` (betsy.bet:1000, ...). */
export async function bookMovesOf(db: Kysely<Database>, book: 'betsy' | 'betco', transactionId: string) {
  const rows = await db
    .selectFrom('ledger_transfer')
    .select(['code', 'amount'])
    .where('code', 'like', `${book}.%`)
    .where(({ ref }) => ref('metadata', '->>').key('transactionId' as never), '=', transactionId)
    .execute();
  return rows.map((r) => `${r.code}:${r.amount}`).sort();
}
