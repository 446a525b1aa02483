import type { SportsFavourites } from '@lalebet/shared/sportsbook';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/stores/session';
import { betKeys } from './bet-keys';

/** GET sportsbook/favourites: the player's favourite tournament and event ids, in the order chosen. */
export const getFavourites = async () => (await api.get<SportsFavourites>('sportsbook/favourites')).data;

export const NO_FAVOURITES: SportsFavourites = { tournaments: [], events: [] };

export const favouritesQueryOptions = (usercode: string | null) =>
  queryOptions({ queryKey: betKeys.favourites(usercode), queryFn: getFavourites, staleTime: 60_000 });

/** The server's set for a logged-in player (another device may have changed it); idle for guests. */
export function useSportsFavourites() {
  const usercode = useSession()?.usercode ?? null;
  return useQuery({ ...favouritesQueryOptions(usercode), enabled: !!usercode });
}
