import type { SportSummary } from '@lalebet/shared/sportsbook';
import type { Locale } from '@lalebet/shared/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLocale } from '@/hooks/use-locale';
import { sportsbookKeys } from './keys';

/** GET sportsbook/sports: each sport with its tournaments and event counts (live only when asked). */
export const getSports = async (live: boolean) =>
  (await api.get<SportSummary[]>('sportsbook/sports', live ? { live: true } : undefined)).data;

export const sportsQueryOptions = (live: boolean, locale: Locale) =>
  queryOptions({
    queryKey: sportsbookKeys.sports(live, locale),
    queryFn: () => getSports(live),
    staleTime: live ? 30_000 : 60_000,
  });

export function useSports(live: boolean) {
  return useQuery(sportsQueryOptions(live, useLocale()));
}
