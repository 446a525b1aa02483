import { type Category, type Game, type GamesPage, type Provider, searchWords } from '@lalebet/shared';
import type { GameCategory, GamesRequest } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { type GameRow, findGames, listCategories, listProviders } from './games.repository.ts';

/** More words than this narrow nothing further and only cost joins. */
const MAX_SEARCH_WORDS = 5;

/** The one row-to-DTO mapper of a game (lists, favourites, search). */
export function toGame(r: GameRow): Game {
  return {
    gameCode: r.game_code,
    name: r.name,
    providerName: r.provider_name,
    mainProviderId: r.provider_id,
    productId: r.product_id,
    system: r.system,
    launcher: r.launcher,
    imageUrl: r.image_url,
    categories: r.categories as GameCategory[],
    isLive: r.is_live,
    liveType: r.live_type,
    isNew: r.is_new,
    isPopular: r.is_popular,
  };
}

/**
 * casino/games: the header search (search + live) or a category page (systemCategory with the
 * provider and live filters); both may combine. A blank search is the first page by rank.
 */
export async function listGames(
  db: Kysely<Database>,
  input: Required<Pick<GamesRequest, 'skip' | 'take'>> & Omit<GamesRequest, 'skip' | 'take'>,
  customerId: bigint | null,
): Promise<GamesPage> {
  const words = [...new Set(searchWords(input.search ?? ''))].slice(0, MAX_SEARCH_WORDS);
  const { rows, total } = await findGames(
    db,
    {
      words,
      live: input.live,
      category: input.systemCategory,
      providerId: input.providerId,
      liveType: input.liveType,
      favoritesOf: input.favorites && customerId !== null ? customerId : undefined,
    },
    input.skip,
    input.take,
  );
  return { items: rows.map(toGame), total };
}

export async function categoryList(db: Kysely<Database>): Promise<Category[]> {
  const rows = await listCategories(db);
  return rows.map((c) => ({ id: c.id, name: c.name, slugList: c.slug_list, imageUrl: c.image_url }));
}

export async function providerList(
  db: Kysely<Database>,
  category: GameCategory | undefined,
): Promise<Provider[]> {
  const rows = await listProviders(db, category);
  return rows.map((p) => ({ id: p.id, name: p.name, logoUrl: p.logo_url, gameCount: Number(p.game_count) }));
}
