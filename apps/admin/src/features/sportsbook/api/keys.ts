/** Query keys of the trading desk; under ['admin', ...] so a staff-hub push refetches them. */
export const sportsbookKeys = {
  all: ['admin', 'sportsbook'] as const,
  bets: (q: object) => ['admin', 'sportsbook', 'bets', q] as const,
  liabilityEvents: (q: object) => ['admin', 'sportsbook', 'liability', 'events', q] as const,
  eventLiability: (eventId: string) => ['admin', 'sportsbook', 'liability', 'event', eventId] as const,
  margins: ['admin', 'sportsbook', 'margins'] as const,
  scopeLimits: ['admin', 'sportsbook', 'scope-limits'] as const,
};

/** How often the ticker and the liability screens ask again: a trader watches them live. */
export const TICKER_REFRESH_MS = 5_000;
export const LIABILITY_REFRESH_MS = 10_000;
