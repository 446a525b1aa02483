import type { Provider } from '@lalebet/shared';
import type { GameCategory } from '@lalebet/shared/casino-constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { casinoKeys } from './keys';

/** GET casino/providers: studios with games (in the category when given), for the provider filter. */
export const getProviders = async (systemCategory?: GameCategory) =>
  (await api.get<Provider[]>('casino/providers', { systemCategory })).data;

export const providersQueryOptions = (category: GameCategory | null) =>
  queryOptions({
    queryKey: casinoKeys.providers(category),
    queryFn: () => getProviders(category ?? undefined),
    staleTime: 5 * 60_000,
  });

export const useProviders = (category: GameCategory | null) => useQuery(providersQueryOptions(category));
