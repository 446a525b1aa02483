import type { FavoriteState } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { addFavorite, favoriteCodes, removeFavorite } from '../../core/favorites.ts';
import { findEnabledGame } from './games.repository.ts';

/**
 * casino/togglefavorite: the game must exist, be enabled and belong to the given studio
 * (the product's providerId). Removing first makes a double tap converge instead of failing.
 */
export async function toggleFavorite(
  db: Kysely<Database>,
  customerId: bigint,
  input: { code: string; providerId: number },
): Promise<FavoriteState> {
  const game = await findEnabledGame(db, input.code);
  if (!game || game.provider_id !== input.providerId) throw new AppError('GAME_NOT_FOUND');
  const removed = await removeFavorite(db, customerId, game.id);
  if (!removed) await addFavorite(db, customerId, game.id);
  return { favorite: !removed, userFavoriteList: await favoriteCodes(db, customerId) };
}
