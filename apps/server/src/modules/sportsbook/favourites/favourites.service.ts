import { MAX_FAVOURITES, type SportsFavourites } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { lockCustomer, readFavourites, replaceFavourites } from './favourites.repository.ts';

export { readFavourites };

/** The ids in their first-chosen order, each once. */
const distinct = (ids: string[]) => [...new Set(ids)];

/**
 * Saves the player's whole set (docs/decisions/065-sportsbook-favourites.md). Ids are checked
 * for shape only: a played event leaves the catalogue, and a league may have no matches today,
 * yet the player keeps them.
 */
export async function saveFavourites(
  db: Kysely<Database>,
  customerId: bigint,
  body: SportsFavourites,
): Promise<SportsFavourites> {
  const favourites = { tournaments: distinct(body.tournaments), events: distinct(body.events) };
  if (favourites.tournaments.length > MAX_FAVOURITES || favourites.events.length > MAX_FAVOURITES) {
    throw new AppError('FAVOURITES_TOO_MANY');
  }
  await db.transaction().execute(async (trx) => {
    await lockCustomer(trx, customerId);
    await replaceFavourites(trx, customerId, favourites);
  });
  return favourites;
}
