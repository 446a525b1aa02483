import type { AdminSportsBet } from '@lalebet/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sportsbookKeys, TICKER_REFRESH_MS } from './keys';

export type SportsBetsPage = { items: AdminSportsBet[]; total: number };

/** GET admin/sportsbook/bets: the live ticker, newest first, asked again every few seconds. */
export const sportsBetsQuery = (q: Record<string, unknown>) =>
  queryOptions({
    queryKey: sportsbookKeys.bets(q),
    queryFn: async () => (await api.get<SportsBetsPage>('admin/sportsbook/bets', q)).data,
    placeholderData: keepPreviousData,
    refetchInterval: TICKER_REFRESH_MS,
  });
export const useSportsBets = (q: Record<string, unknown>) => useQuery(sportsBetsQuery(q));
