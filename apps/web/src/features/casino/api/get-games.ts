import type { GamesPage, GamesRequest } from '@lalebet/shared';
import { GAME_PAGE_TAKE, GAME_SEARCH_TAKE } from '@lalebet/shared/casino-constants';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/stores/session';
import { casinoKeys, type GameListFilter } from './keys';

/** POST casino/games: a page of games and the total, by search (+ live) or by category. */
export const getGames = async (body: GamesRequest) => (await api.post<GamesPage>('casino/games', body)).data;

/** The next page's offset, or undefined when every game is on screen. */
export const nextSkip = (pages: GamesPage[]) => {
  const loaded = pages.reduce((n, p) => n + p.items.length, 0);
  const last = pages.at(-1);
  return last && last.items.length > 0 && loaded < last.total ? loaded : undefined;
};

export const gameListQueryOptions = (filter: GameListFilter, usercode: string | null) =>
  infiniteQueryOptions({
    queryKey: casinoKeys.gameList(filter, usercode),
    queryFn: ({ pageParam }) => getGames({ ...filter, skip: pageParam, take: GAME_PAGE_TAKE }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextSkip(pages),
    staleTime: 60_000,
    // While another filter loads, the previous games stay (dimmed) instead of skeletons.
    placeholderData: keepPreviousData,
  });

/** A category grid, page by page (infinite scroll). */
export function useGameList(filter: GameListFilter) {
  const usercode = useSession()?.usercode ?? null;
  return useInfiniteQuery(gameListQueryOptions(filter, usercode));
}

/** The header search (docs/product.md §7): search and live, skip 0, take 5. */
export const gameSearchQueryOptions = (search: string, live: boolean) =>
  queryOptions({
    queryKey: casinoKeys.search(search, live),
    queryFn: () => getGames({ search, live, skip: 0, take: GAME_SEARCH_TAKE }),
    staleTime: 60_000,
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
  });

export const useGameSearch = (search: string, live: boolean) =>
  useQuery(gameSearchQueryOptions(search, live));
