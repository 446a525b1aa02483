import type { EventStatus, MarketStatus, Sport } from '@lalebet/shared';
import { PRODUCERS, type ProducerId } from '../../../lib/feed/envelope.ts';
import { marketName, outcomeName } from '../../../lib/feed/markets.ts';
import type { Catalogue, LineNames, LineState } from '../catalogue.ts';
import { type Margins, NO_MARGINS } from './margins.ts';
import type { StoredCompetitor, StoredLive, StoredName, StoredTournament } from './feed.table.ts';

/** One market line held in memory; the feed is its only writer. */
export type LineEntry = {
  marketId: number;
  specifiers: string;
  /** The producer pricing it: pre-match (3) until the live producer (1) takes it over. */
  producer: ProducerId;
  /** What the feed last said; `status` is what players see (suspended while the producer is down). */
  feedStatus: MarketStatus;
  status: MarketStatus;
  version: number;
  materialVersion: number;
  /** Times the line stopped being active (LineState.suspensions). */
  suspensions: number;
  /** Feed time of the last applied odds_change, per producer (stale messages are dropped). */
  lastTs: { 1: number; 3: number };
  /** `oddsMilli` is what players see and book: `feedMilli` with the desk's margin (margins.ts). */
  outcomes: Map<string, { oddsMilli: number; active: boolean; feedMilli: number }>;
};

export type EventEntry = {
  id: string;
  sport: Sport;
  tournament: StoredTournament;
  home: StoredCompetitor;
  away: StoredCompetitor;
  startTime: Date;
  kind: 'match' | 'outright';
  competitors: StoredCompetitor[];
  /** An outright's own name per language; null for matches (and outrights of a feed without one). */
  name: StoredName | null;
  status: EventStatus;
  live: StoredLive | null;
  /** Home and away folded for search (see `foldName`). */
  searchKey: string;
  lines: Map<string, LineEntry>;
};

export const lineKey = (marketId: number, specifiers: string) => `${marketId}/${specifiers}`;
/** A trader's hold of one line: the event id first (URNs hold no '|'). */
export const holdKey = (eventId: string, marketId: number, specifiers: string) =>
  `${eventId}|${lineKey(marketId, specifiers)}`;

/** Event statuses during play: the live lists show these. */
export const IN_PLAY: ReadonlySet<EventStatus> = new Set(['live', 'suspended', 'interrupted']);
export const isInPlay = (e: EventEntry) => IN_PLAY.has(e.status);

/**
 * Lower case by Turkish rules, then without diacritics and dotless i, so "FENERBAHÇE",
 * "fenerbahce" and "Fenerbahçe" meet (docs/product.md: team search).
 */
export function foldName(text: string): string {
  return text
    .toLocaleLowerCase('tr')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i');
}

/** The in-memory catalogue: events by id, each with its lines. Reads never touch the database. */
export class CatalogueStore implements Catalogue {
  readonly events = new Map<string, EventEntry>();
  /**
   * Traders' suspensions (docs/decisions/078-trading-desk.md): event ids, and lines as
   * `holdKey`. Replaced whole by manual-holds.ts; read on every price, so two Set lookups.
   */
  heldEvents: ReadonlySet<string> = new Set();
  heldLines: ReadonlySet<string> = new Set();

  /** The desk's margins (margins.ts), replaced whole; read on every price that moves. */
  margins: Margins = NO_MARGINS;

  /** The margin of a line in basis points: its market type's, else its tournament's, else its sport's. */
  marginOf(event: EventEntry, marketId: number): number {
    const m = this.margins;
    if (m.markets.size + m.tournaments.size + m.sports.size === 0) return 0;
    return (
      m.markets.get(marketId) ?? m.tournaments.get(event.tournament.urn) ?? m.sports.get(event.sport) ?? 0
    );
  }

  /** Whether a trader holds this line suspended, itself or through its event. */
  held(eventId: string, key: string): boolean {
    if (this.heldEvents.size === 0 && this.heldLines.size === 0) return false;
    return this.heldEvents.has(eventId) || this.heldLines.has(`${eventId}|${key}`);
  }

  line(eventId: string, marketId: number, specifiers: string): LineState | undefined {
    const event = this.events.get(eventId);
    const line = event?.lines.get(lineKey(marketId, specifiers));
    if (!event || !line) return undefined;
    return {
      eventId,
      sport: event.sport,
      tournament: event.tournament.urn,
      eventStatus: event.status,
      live: line.producer === PRODUCERS.live,
      startTime: event.startTime,
      marketId,
      specifiers,
      status: line.status,
      version: line.version,
      materialVersion: line.materialVersion,
      suspensions: line.suspensions,
      outcomes: line.outcomes,
    };
  }

  names(
    eventId: string,
    marketId: number,
    specifiers: string,
    outcomeId: string,
    locale: 'tr' | 'en',
  ): LineNames | undefined {
    const event = this.events.get(eventId);
    if (!event?.lines.has(lineKey(marketId, specifiers))) return undefined;
    return {
      event: eventTitle(event, locale),
      market: marketName(marketId, specifiers, locale, teams(event)),
      outcome: outcomeLabel(event, marketId, specifiers, outcomeId, locale),
    };
  }

  /** Lines a producer prices, across all events (producer down / recovered). */
  *linesOf(producer: ProducerId): Generator<[EventEntry, LineEntry]> {
    for (const event of this.events.values())
      for (const line of event.lines.values()) if (line.producer === producer) yield [event, line];
  }
}

/** Team names, and the fixture's players by URN for the markets that name one (player points). */
export const teams = (e: EventEntry) => ({
  home: e.home.name,
  away: e.away.name,
  names: (urn: string) => e.competitors.find((c) => c.urn === urn)?.name,
});

/** What an event is called: a match by its teams, an outright by its own name (else its tournament's). */
export function eventTitle(e: EventEntry, locale: 'tr' | 'en'): string {
  return e.kind === 'outright' ? (e.name ?? e.tournament.name)[locale] : `${e.home.name} - ${e.away.name}`;
}

/** Outright outcome ids are competitor URNs: named from the fixture when the template has none. */
export function outcomeLabel(
  e: EventEntry,
  marketId: number,
  specifiers: string,
  outcomeId: string,
  locale: 'tr' | 'en',
): string {
  const name = outcomeName(marketId, specifiers, outcomeId, locale, teams(e));
  if (name) return name;
  return e.competitors.find((c) => c.urn === outcomeId)?.name ?? outcomeId;
}
