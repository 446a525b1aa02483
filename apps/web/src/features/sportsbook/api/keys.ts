import type { Sport } from '@lalebet/shared/sportsbook';
import type { Locale } from '@lalebet/shared/locale';

/**
 * The filters a list asks sportsbook/events for (eventsQuerySchema; the page offset is added
 * per page). Booleans travel as "true"/"false".
 */
export type EventsFilter = { sport?: Sport; tournament?: string; live?: boolean; search?: string };

/**
 * Query keys of the sportsbook. Sport, tournament and market names come translated by
 * `x-locale`, so every key holds the locale. Hub deltas patch every cached list under
 * `events` and the one event under `event(id)` (live/apply-odds-delta.ts).
 */
export const sportsbookKeys = {
  all: ['sportsbook'] as const,
  sports: (live: boolean, locale: Locale) => ['sportsbook', 'sports', live, locale] as const,
  events: ['sportsbook', 'events'] as const,
  eventList: (filter: EventsFilter, take: number, locale: Locale) =>
    ['sportsbook', 'events', filter, take, locale] as const,
  eventPrefix: (id: string) => ['sportsbook', 'event', id] as const,
  event: (id: string, locale: Locale) => ['sportsbook', 'event', id, locale] as const,
};
