import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { casinoKeys } from './keys';

/** GET casino/gameorigins: the origins games are served from (ADR 011). */
export const getGameOrigins = async () => (await api.get<string[]>('casino/gameorigins')).data;

export const gameOriginsQueryOptions = () =>
  queryOptions({
    queryKey: casinoKeys.gameOrigins,
    queryFn: getGameOrigins,
    staleTime: 60 * 60 * 1000,
  });

/** Snippet launches nest the game in a frame of its own: its messages come from one of these. */
export function useGameOrigins() {
  return useQuery(gameOriginsQueryOptions());
}
