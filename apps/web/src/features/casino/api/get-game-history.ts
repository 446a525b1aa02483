import type { GameHistoryPage } from '@lalebet/shared/casino';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The body of casino/gamehistory: ISO bounds (from inclusive, to exclusive) and a page. */
export type GameHistoryQuery = { from?: string; to?: string; skip: number; take: number };

/** POST casino/gamehistory: the player's rounds, newest first, amounts in lira. */
export const getGameHistory = async (query: GameHistoryQuery) =>
  (await api.post<GameHistoryPage>('casino/gamehistory', query)).data;

export const gameHistoryQueryOptions = (query: GameHistoryQuery) =>
  queryOptions({
    queryKey: ['casino', 'game-history', query] as const,
    queryFn: () => getGameHistory(query),
    staleTime: 0,
    // The page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useGameHistory(query: GameHistoryQuery) {
  return useQuery(gameHistoryQueryOptions(query));
}
