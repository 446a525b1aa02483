import type { EventsPage } from '@lalebet/shared/sportsbook';
import type { Locale } from '@lalebet/shared/locale';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLocale } from '@/hooks/use-locale';
import { type EventsFilter, sportsbookKeys } from './keys';

export const EVENTS_PAGE_TAKE = 50;

/** GET sportsbook/events: a page of events (main market only) in start-time order, and the total. */
export const getEvents = async (filter: EventsFilter, skip: number, take: number) =>
  (await api.get<EventsPage>('sportsbook/events', { ...filter, skip, take })).data;

/** The next page's offset, or undefined when every event is on screen. */
export const nextEventsSkip = (pages: EventsPage[]) => {
  const loaded = pages.reduce((n, p) => n + p.items.length, 0);
  const last = pages.at(-1);
  return last && last.items.length > 0 && loaded < last.total ? loaded : undefined;
};

export const eventsQueryOptions = (filter: EventsFilter, locale: Locale, take = EVENTS_PAGE_TAKE) =>
  infiniteQueryOptions({
    queryKey: sportsbookKeys.eventList(filter, take, locale),
    queryFn: ({ pageParam }) => getEvents(filter, pageParam, take),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextEventsSkip(pages),
    // Live lists move by the hub; a refetch now and then catches events that started or ended.
    staleTime: filter.live ? 15_000 : 60_000,
    refetchInterval: filter.live ? 60_000 : false,
    placeholderData: keepPreviousData,
  });

/** Events page by page ("Load more"); `take` smaller for the home page's strips. */
export function useEvents(filter: EventsFilter, take = EVENTS_PAGE_TAKE) {
  return useInfiniteQuery(eventsQueryOptions(filter, useLocale(), take));
}
