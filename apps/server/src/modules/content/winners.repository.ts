import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

export async function listNewestWinners(db: Kysely<Database>, isLive: boolean, count: number) {
  return db
    .selectFrom('top_winner')
    .select(['image', 'game', 'masked_name', 'amount', 'currency_symbol'])
    .where('is_live', '=', isLive)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(count)
    .execute();
}
