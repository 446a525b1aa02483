import type { SportsEvent } from '@lalebet/shared/sportsbook';
import type { Locale } from '@lalebet/shared/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLocale } from '@/hooks/use-locale';
import { sportsbookKeys } from './keys';

/** GET sportsbook/events/:id: one event with all its markets. */
export const getEvent = async (id: string) =>
  (await api.get<SportsEvent>(`sportsbook/events/${encodeURIComponent(id)}`)).data;

export const eventQueryOptions = (id: string, locale: Locale) =>
  queryOptions({
    queryKey: sportsbookKeys.event(id, locale),
    queryFn: () => getEvent(id),
    staleTime: 30_000,
  });

export function useEvent(id: string) {
  return useQuery(eventQueryOptions(id, useLocale()));
}
