import type { BuilderMarkets } from '@lalebet/shared/sportsbook-builder';
import type { Locale } from '@lalebet/shared/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLocale } from '@/hooks/use-locale';
import { sportsbookKeys } from './keys';

/**
 * GET sportsbook/events/:id/builder: the markets of a pre-match event that the bet builder can
 * combine. `BUILDER_UNAVAILABLE` when the event has none (live, or not offered).
 */
export const getBuilderMarkets = async (id: string) =>
  (await api.get<BuilderMarkets>(`sportsbook/events/${encodeURIComponent(id)}/builder`)).data;

export const builderMarketsQueryOptions = (id: string, locale: Locale) =>
  queryOptions({
    queryKey: sportsbookKeys.builderMarkets(id, locale),
    queryFn: () => getBuilderMarkets(id),
    staleTime: 30_000,
    // BUILDER_UNAVAILABLE is an answer, not a failure: asking again would only hide the tab later.
    retry: false,
  });

/** Asked only for events that have not started (`enabled`); the tab shows once it answers. */
export function useBuilderMarkets(id: string, enabled: boolean) {
  return useQuery({ ...builderMarketsQueryOptions(id, useLocale()), enabled });
}
