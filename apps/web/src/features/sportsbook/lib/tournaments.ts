import type { SportsEvent, SportSummary } from '@lalebet/shared/sportsbook';
import type { Locale } from '@lalebet/shared/locale';

/**
 * The leagues the home page features and Turkish players look for first. Matched by the feed's
 * tournament URN (Sportradar: 52 Süper Lig, 7 UEFA Champions League) or, for another feed, by
 * name in either language.
 */
export const isSuperLig = (t: { id: string; name: string }) =>
  t.id === 'sr:tournament:52' || /s[üu]per\s+lig/i.test(t.name);
export const isChampionsLeague = (t: { id: string; name: string }) =>
  t.id === 'sr:tournament:7' || /champions\s+league|şampiyonlar\s+ligi/i.test(t.name);

/** Tournaments for the sidebar: Süper Lig first for Turkish readers, then by event count. */
export function orderTournaments<T extends SportSummary['tournaments'][number]>(
  list: T[],
  locale: Locale,
): T[] {
  const rank = (t: T) => (locale === 'tr' && isSuperLig(t) ? 0 : 1);
  return [...list].sort((a, b) => rank(a) - rank(b) || b.eventCount - a.eventCount);
}

export type LeagueGroup = { key: string; tournament: SportsEvent['tournament']; events: SportsEvent[] };
export type DayGroup = { day: string; leagues: LeagueGroup[] };

/** Events grouped by league in first-appearance order (the API sends them by start time). */
export function groupByLeague(events: SportsEvent[], locale: Locale): LeagueGroup[] {
  const groups = new Map<string, LeagueGroup>();
  for (const e of events) {
    const key = `${e.sport}/${e.tournament.id}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { key, tournament: e.tournament, events: [] }));
    g.events.push(e);
  }
  const list = [...groups.values()];
  return locale === 'tr'
    ? [...list.filter((g) => isSuperLig(g.tournament)), ...list.filter((g) => !isSuperLig(g.tournament))]
    : list;
}

/** Events grouped by calendar day (`dayOf`, the site's time zone), then by league. */
export function groupByDay(
  events: SportsEvent[],
  dayOf: (iso: string) => string,
  locale: Locale,
): DayGroup[] {
  const days = new Map<string, SportsEvent[]>();
  for (const e of events) {
    const day = dayOf(e.startTime);
    days.set(day, [...(days.get(day) ?? []), e]);
  }
  return [...days].map(([day, list]) => ({ day, leagues: groupByLeague(list, locale) }));
}
