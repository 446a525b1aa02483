import { type Sport, SPORTS } from '@lalebet/shared/sportsbook';
import { useSearchParams } from 'react-router';
import { type DayChoice, parseDay } from '../lib/day-filter';
import { MODES, type SportsMode } from './modes';

const parseSport = (v: string | null): Sport | null =>
  v && (SPORTS as readonly string[]).includes(v) ? (v as Sport) : null;

type Choice = { sport: Sport | null; tournament: string | null; fav: boolean; day: DayChoice | null };

/** The query string of a choice; '?' clears it. */
function queryOf({ sport, tournament, fav, day }: Choice) {
  const next = new URLSearchParams();
  if (fav) next.set('fav', 'events');
  if (sport) next.set('sport', sport);
  if (tournament) next.set('tournament', tournament);
  if (day) next.set('day', day);
  const qs = next.toString();
  return qs ? `?${qs}` : '?';
}

/**
 * A list page's choice, kept in the URL so it survives a reload: sport and league
 * (`?sport=soccer&tournament=...`), or the favourite matches (`?fav=events`), and on the upcoming
 * lists a day (`&day=today|tomorrow|2026-12-24`). Choosing a sport or league keeps the day.
 */
export function useListParams(mode: SportsMode) {
  const config = MODES[mode];
  const [params, setParams] = useSearchParams();
  const chosen = parseSport(params.get('sport'));
  const sport = chosen && config.sports.includes(chosen) ? chosen : config.defaultSport;
  const tournament = params.get('tournament');
  const favEvents = params.get('fav') === 'events';
  // The live list is all now: no days.
  const day = config.live === true ? null : parseDay(params.get('day'));
  return {
    sport,
    tournament,
    favEvents,
    day,
    hrefFor: (s: Sport | null, tr: string | null) => queryOf({ sport: s, tournament: tr, fav: false, day }),
    favEventsHref: queryOf({ sport: null, tournament: null, fav: true, day }),
    setDay: (d: DayChoice | null) =>
      setParams(
        new URLSearchParams(queryOf({ sport: chosen, tournament, fav: favEvents, day: d }).slice(1)),
        {
          replace: true,
        },
      ),
  };
}
