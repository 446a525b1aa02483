import type { SportsFavourites } from '@lalebet/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/database.ts';

export async function readFavourites(db: Kysely<Database>, customerId: bigint): Promise<SportsFavourites> {
  const rows = await db
    .selectFrom('sb_favourite')
    .select(['kind', 'item_id'])
    .where('customer_id', '=', customerId)
    .orderBy('position')
    .execute();
  return {
    tournaments: rows.filter((r) => r.kind === 'tournament').map((r) => r.item_id),
    events: rows.filter((r) => r.kind === 'event').map((r) => r.item_id),
  };
}

/** Replaces the player's favourites; the caller holds the customer row (one writer at a time). */
export async function replaceFavourites(
  trx: Transaction<Database>,
  customerId: bigint,
  favourites: SportsFavourites,
): Promise<void> {
  await trx.deleteFrom('sb_favourite').where('customer_id', '=', customerId).execute();
  const rows = [
    ...favourites.tournaments.map((id, i) => ({ kind: 'tournament' as const, item_id: id, position: i })),
    ...favourites.events.map((id, i) => ({ kind: 'event' as const, item_id: id, position: i })),
  ].map((r) => ({ ...r, customer_id: customerId }));
  if (rows.length > 0) await trx.insertInto('sb_favourite').values(rows).execute();
}

/** Locks the customer row so two saves of one player's favourites run one after the other. */
export async function lockCustomer(trx: Transaction<Database>, customerId: bigint): Promise<void> {
  await trx.selectFrom('customer').select('id').where('id', '=', customerId).forUpdate().execute();
}
