import type { EventStatus, MarketStatus, Sport } from '@lalebet/shared';

/**
 * What the bets read about prices (docs/decisions/021-sportsbook-engine.md). The feed adapter keeps
 * it in memory, current with the feed, so a placement validates one outcome without a database
 * round trip (the cost of validation must not grow with market size).
 */
export type LineState = {
  eventId: string;
  sport: Sport;
  /** The event's tournament urn (an MBS may be set per tournament: mbs.ts). */
  tournament: string;
  eventStatus: EventStatus;
  /** True while the live producer prices the event. */
  live: boolean;
  startTime: Date;
  marketId: number;
  specifiers: string;
  status: MarketStatus;
  /** Bumped on every change of the line. */
  version: number;
  /** Bumped on suspension or on a change of any price (the "material change" rule). */
  materialVersion: number;
  /**
   * Bumped each time the line stops being active (suspended, deactivated, settled, cancelled,
   * its producer down), never by a price: a live bet placed at one count and decided at another
   * saw its market closed during the delay (docs/decisions/060-live-bets-decided-per-outcome.md).
   */
  suspensions: number;
  /**
   * `oddsMilli` is the price players see and book; `feedMilli`, when present, the feed's before
   * the desk's margin (docs/decisions/087-margins-and-obvious-error.md), which cash-out's fair
   * value reads.
   */
  outcomes: Map<string, { oddsMilli: number; active: boolean; feedMilli?: number }>;
};

export type LineNames = { event: string; market: string; outcome: string };

export interface Catalogue {
  line(eventId: string, marketId: number, specifiers: string): LineState | undefined;
  /** Display names in a language, stored with the bet at placement. */
  names(
    eventId: string,
    marketId: number,
    specifiers: string,
    outcomeId: string,
    locale: 'tr' | 'en',
  ): LineNames | undefined;
}
