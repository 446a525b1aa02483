import {
  type EventsPage,
  type eventsQuerySchema,
  type LiveState,
  MARKET_GROUP_ORDER,
  SPORTS,
  type Sport,
  type SportsEvent,
  type SportsMarket,
  type SportSummary,
} from '@lalebet/shared';
import type { z } from 'zod';
import { MAIN_MARKET, marketGroup, marketName } from '../../../lib/feed/markets.ts';
import {
  type CatalogueStore,
  type EventEntry,
  type LineEntry,
  foldName,
  isInPlay,
  lineKey,
  outcomeLabel,
  teams,
} from './catalogue-store.ts';
import type { StoredLive } from './feed.table.ts';
import { type MbsOf, NO_MBS } from '../mbs.ts';
import type { LineState } from '../catalogue.ts';

type Locale = 'tr' | 'en';
export type EventsFilter = z.output<typeof eventsQuerySchema>;

/** The list and detail reads the routes need, answered from memory. */
export type CatalogueReads = {
  sports(live: boolean | undefined, locale: Locale): SportSummary[];
  /** `mbs`: each event's MBS (mbs.ts readMbs); none (1) when not given. */
  events(filter: EventsFilter, locale: Locale, mbs?: MbsOf): EventsPage;
  event(id: string, locale: Locale, mbs?: MbsOf): SportsEvent | undefined;
  /** Every line of an event as the bets read them (the bet builder's pricing); undefined: no event. */
  eventLines(id: string): LineState[] | undefined;
};

const SPORT_NAMES: Record<Sport, Record<Locale, string>> = {
  soccer: { tr: 'Futbol', en: 'Football' },
  basketball: { tr: 'Basketbol', en: 'Basketball' },
  tennis: { tr: 'Tenis', en: 'Tennis' },
  volleyball: { tr: 'Voleybol', en: 'Volleyball' },
  cs2: { tr: 'Counter-Strike 2', en: 'Counter-Strike 2' },
  dota2: { tr: 'Dota 2', en: 'Dota 2' },
  lol: { tr: 'League of Legends', en: 'League of Legends' },
};
// The tabs the web shows follow the same order (packages/shared MARKET_GROUP_ORDER).
const GROUP_ORDER = MARKET_GROUP_ORDER;
/** Lines players no longer see: withdrawn or resulted. */
const HIDDEN = new Set(['deactivated', 'settled', 'cancelled']);
/** Events the lists show: not yet played, or in play. */
const LISTED = new Set(['not_started', 'live', 'suspended', 'interrupted', 'delayed']);
const TURKEY = new Set(['tr', 'tur', 'turkey', 'türkiye', 'turkiye']);

const visible = (e: EventEntry) => [...e.lines.values()].filter((l) => !HIDDEN.has(l.status));

function market(e: EventEntry, line: LineEntry, locale: Locale): SportsMarket {
  return {
    id: line.marketId,
    specifiers: line.specifiers,
    name: marketName(line.marketId, line.specifiers, locale, teams(e)),
    group: marketGroup(line.marketId),
    status: line.status,
    outcomes: [...line.outcomes].map(([id, o]) => ({
      id,
      name: outcomeLabel(e, line.marketId, line.specifiers, id, locale),
      odds: o.oddsMilli / 1000,
      active: o.active,
    })),
  };
}

const nameOrder = { tr: new Intl.Collator('tr'), en: new Intl.Collator('en') };
const specifierOrder = new Intl.Collator('en', { numeric: true });
const byGroup = (a: LineEntry, b: LineEntry) =>
  GROUP_ORDER.indexOf(marketGroup(a.marketId)) - GROUP_ORDER.indexOf(marketGroup(b.marketId)) ||
  a.marketId - b.marketId ||
  specifierOrder.compare(a.specifiers, b.specifiers);

function toDto(e: EventEntry, lines: LineEntry[], count: number, locale: Locale, mbs: MbsOf): SportsEvent {
  return {
    id: e.id,
    sport: e.sport,
    tournament: { id: e.tournament.urn, name: e.tournament.name[locale], country: e.tournament.country },
    // An outright's title travels as `home` (its `away` is empty), in the asked language.
    home: e.kind === 'outright' && e.name ? e.name[locale] : e.home.name,
    away: e.away.name,
    startTime: e.startTime.toISOString(),
    status: e.status,
    live: e.live && liveDto(e.live),
    markets: lines.map((l) => market(e, l, locale)),
    marketCount: count,
    mbs: mbs(e.sport, e.tournament.urn),
  };
}

/** The live state as lists and pushes carry it: the timeline goes with the event endpoint only. */
export function liveDto({ timeline: _timeline, ...live }: StoredLive): LiveState {
  return live;
}

/** The list's one market: the sport's main line, or an outright's first line. */
function mainLine(e: EventEntry, lines: LineEntry[]): LineEntry | undefined {
  const main = MAIN_MARKET[e.sport];
  const line = main && e.lines.get(lineKey(main.id, main.specifiers));
  if (line && !HIDDEN.has(line.status)) return line;
  return e.kind === 'outright' ? lines.sort(byGroup)[0] : undefined;
}

/** Turkish players see Turkish competitions (Süper Lig first) before the rest. */
function tournamentRank(t: EventEntry['tournament'], locale: Locale): number {
  if (locale !== 'tr' || !TURKEY.has(t.country.toLocaleLowerCase('tr'))) return 2;
  return t.name.tr === 'Süper Lig' ? 0 : 1;
}

export function createReads(store: CatalogueStore): CatalogueReads {
  const listed = (live: boolean | undefined) =>
    [...store.events.values()].filter(
      (e) => LISTED.has(e.status) && (live === undefined || isInPlay(e) === live),
    );
  return {
    sports(live, locale) {
      const bySport = new Map<Sport, Map<string, { t: EventEntry['tournament']; n: number }>>();
      for (const e of listed(live)) {
        const tournaments = bySport.get(e.sport) ?? new Map();
        bySport.set(e.sport, tournaments);
        const entry = tournaments.get(e.tournament.urn) ?? { t: e.tournament, n: 0 };
        entry.n++;
        tournaments.set(e.tournament.urn, entry);
      }
      return SPORTS.filter((s) => bySport.has(s)).map((sport) => {
        const tournaments = [...bySport.get(sport)!.values()].sort(
          (a, b) =>
            tournamentRank(a.t, locale) - tournamentRank(b.t, locale) ||
            b.n - a.n ||
            nameOrder[locale].compare(a.t.name[locale], b.t.name[locale]),
        );
        return {
          sport,
          name: SPORT_NAMES[sport][locale],
          eventCount: tournaments.reduce((sum, t) => sum + t.n, 0),
          tournaments: tournaments.map(({ t, n }) => ({
            id: t.urn,
            name: t.name[locale],
            country: t.country,
            eventCount: n,
          })),
        };
      });
    },

    events(q, locale, mbs = NO_MBS) {
      const search = q.search ? foldName(q.search) : '';
      const from = q.from ? Date.parse(q.from) : -Infinity;
      const to = q.to ? Date.parse(q.to) : Infinity;
      const ids = q.ids ? new Set(q.ids) : null;
      const matches = listed(q.live)
        .filter(
          (e) =>
            (!ids || ids.has(e.id)) &&
            (!q.sport || e.sport === q.sport) &&
            (!q.tournament || e.tournament.urn === q.tournament) &&
            (!search || e.searchKey.includes(search)) &&
            e.startTime.getTime() >= from &&
            e.startTime.getTime() <= to,
        )
        .sort(
          (a, b) =>
            Number(isInPlay(b)) - Number(isInPlay(a)) ||
            a.startTime.getTime() - b.startTime.getTime() ||
            (a.id < b.id ? -1 : 1),
        );
      const items = matches.slice(q.skip, q.skip + q.take).map((e) => {
        const lines = visible(e);
        const main = mainLine(e, lines);
        return toDto(e, main ? [main] : [], lines.length, locale, mbs);
      });
      return { items, total: matches.length };
    },

    event(id, locale, mbs = NO_MBS) {
      const e = store.events.get(id);
      if (!e) return undefined;
      const lines = visible(e).sort(byGroup);
      const dto = toDto(e, lines, lines.length, locale, mbs);
      return e.live?.timeline ? { ...dto, timeline: e.live.timeline } : dto;
    },

    eventLines(id) {
      const e = store.events.get(id);
      return e && [...e.lines.values()].map((l) => store.line(id, l.marketId, l.specifiers)!);
    },
  };
}
