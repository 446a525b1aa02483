import type { adminGamePageSchema } from '@lalebet/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type GamePage = z.infer<typeof adminGamePageSchema>;
export type AdminGame = GamePage['items'][number];
export type GamesQuery = {
  skip: number;
  take: number;
  sort?: string;
  order: 'asc' | 'desc';
  providerId?: string;
  category?: string;
  enabled?: string;
  query?: string;
};

/** GET admin/casino/games */
export const gamesQuery = (q: GamesQuery) =>
  queryOptions({
    queryKey: ['admin', 'casino', 'games', q],
    queryFn: async () => (await api.get<GamePage>('admin/casino/games', q)).data,
    placeholderData: keepPreviousData,
  });
export const useGames = (q: GamesQuery) => useQuery(gamesQuery(q));
