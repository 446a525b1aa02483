import type { Sport } from '@lalebet/shared/sportsbook';
import type { Locale } from '@lalebet/shared/locale';

/**
 * The filters a list asks sportsbook/events for (eventsQuerySchema; the page offset is added
 * per page). Booleans travel as "true"/"false".
 */
export type EventsFilter = {
  sport?: Sport;
  tournament?: string;
  live?: boolean;
  search?: string;
  /** Only these events, comma-separated (the favourite matches). */
  ids?: string;
  /** ISO instants: a day of the upcoming lists. */
  from?: string;
  to?: string;
};

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
  /**
   * The bet builder's markets and combined prices: outside `event(id)`, whose entries the hub
   * deltas patch as whole events (live/apply-odds-delta.ts).
   */
  /** The site's coupon rules (the misli cap), the same in every language. */
  couponRules: ['sportsbook', 'coupon-rules'] as const,
  builderPrefix: (id: string) => ['sportsbook', 'builder', id] as const,
  builderMarkets: (id: string, locale: Locale) => ['sportsbook', 'builder', id, locale] as const,
  builderPrices: (eventId: string) => ['sportsbook', 'builder-price', eventId] as const,
  builderPrice: (eventId: string, picks: string) => ['sportsbook', 'builder-price', eventId, picks] as const,
};
