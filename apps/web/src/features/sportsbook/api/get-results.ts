import type { ResultsPage } from '@lalebet/shared/sportsbook-results';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLocale } from '@/hooks/use-locale';
import { type ResultsFilter, sportsbookKeys } from './keys';

export const RESULTS_PAGE_TAKE = 20;

/** GET sportsbook/results: finished matches with final scores, newest first, and the leagues. */
export const getResults = async (filter: ResultsFilter, skip: number) =>
  (await api.get<ResultsPage>('sportsbook/results', { ...filter, skip, take: RESULTS_PAGE_TAKE })).data;

/** One page of results; the last page stays on screen while the next loads. */
export function useResults(filter: ResultsFilter, skip: number) {
  return useQuery(
    queryOptions({
      queryKey: sportsbookKeys.results(filter, skip, useLocale()),
      queryFn: () => getResults(filter, skip),
      staleTime: 60_000,
      placeholderData: keepPreviousData,
    }),
  );
}
