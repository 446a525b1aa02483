import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/*
 * A customer's favourite games. Here in lib/ because both the session (modules/auth: login)
 * and the casino module (togglefavorite, favorites) read the list.
 */

/** The product's userFavoriteList: game codes, oldest favourite first. Comes with the session. */
export async function favoriteCodes(db: Kysely<Database>, customerId: bigint): Promise<string[]> {
  const rows = await db
    .selectFrom('casino_favorite as f')
    .innerJoin('casino_game as g', 'g.id', 'f.game_id')
    .select('g.game_code')
    .where('f.customer_id', '=', customerId)
    .orderBy('f.created_at')
    .orderBy('g.game_code')
    .execute();
  return rows.map((r) => r.game_code);
}

/** Removes the favourite; true when there was one. */
export async function removeFavorite(
  db: Kysely<Database>,
  customerId: bigint,
  gameId: number,
): Promise<boolean> {
  const res = await db
    .deleteFrom('casino_favorite')
    .where('customer_id', '=', customerId)
    .where('game_id', '=', gameId)
    .executeTakeFirst();
  return res.numDeletedRows > 0n;
}

export async function addFavorite(db: Kysely<Database>, customerId: bigint, gameId: number): Promise<void> {
  await db
    .insertInto('casino_favorite')
    .values({ customer_id: customerId, game_id: gameId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
