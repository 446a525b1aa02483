import type { Sport } from '@lalebet/shared/sportsbook';
import type { ResultsPage } from '@lalebet/shared/sportsbook-results';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLocale } from '@/hooks/use-locale';
import type { Locale } from '@lalebet/shared/locale';

export const RESULTS_PAGE_TAKE = 20;

/** The results page's filters (resultsQuerySchema): `from`/`to` bound the start time. */
export type ResultsFilter = { sport?: Sport; tournament?: string; from: string; to: string };

/**
 * Under the sportsbook's prefix (keys.ts) but kept here: keys.ts reaches chunks this page's
 * code has no business in.
 */
const resultsKey = (filter: ResultsFilter, skip: number, locale: Locale) =>
  ['sportsbook', 'results', filter, skip, locale] as const;

/** GET sportsbook/results: finished matches with final scores, newest first, and the leagues. */
export const getResults = async (filter: ResultsFilter, skip: number) =>
  (await api.get<ResultsPage>('sportsbook/results', { ...filter, skip, take: RESULTS_PAGE_TAKE })).data;

/** One page of results; the last page stays on screen while the next loads. */
export function useResults(filter: ResultsFilter, skip: number) {
  return useQuery(
    queryOptions({
      queryKey: resultsKey(filter, skip, useLocale()),
      queryFn: () => getResults(filter, skip),
      staleTime: 60_000,
      placeholderData: keepPreviousData,
    }),
  );
}
