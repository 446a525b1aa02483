import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/stores/session';
import { casinoKeys } from './keys';

/** GET casino/favorites: the player's favourite game codes (the product's userFavoriteList). */
export const getFavorites = async () => (await api.get<string[]>('casino/favorites')).data;

export const favoritesQueryOptions = (usercode: string) =>
  queryOptions({ queryKey: casinoKeys.favorites(usercode), queryFn: getFavorites, staleTime: 60_000 });

/** The server's list for a logged-in player (another device may have changed it); idle for guests. */
export function useFavorites() {
  const usercode = useSession()?.usercode ?? '';
  return useQuery({ ...favoritesQueryOptions(usercode), enabled: usercode !== '' });
}
