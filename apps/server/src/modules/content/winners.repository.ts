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

/** The biggest real wins since `since` (rounds net of rollbacks), with the game and the player's first name. */
export async function listBiggestRoundWins(
  db: Kysely<Database>,
  isLive: boolean,
  since: Date,
  count: number,
) {
  return db
    .selectFrom('game_round as r')
    .innerJoin('casino_game as g', 'g.game_code', 'r.game_code')
    .innerJoin('customer as c', 'c.id', 'r.customer_id')
    .select(['g.image_url', 'g.name as game', 'c.name as first_name', 'r.win', 'r.currency'])
    .where('r.win', '>', 0n)
    .where('r.updated_at', '>=', since)
    .where('g.is_live', '=', isLive)
    .orderBy('r.win', 'desc')
    .orderBy('r.updated_at', 'desc')
    .limit(count)
    .execute();
}
