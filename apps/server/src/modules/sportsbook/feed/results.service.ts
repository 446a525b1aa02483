import type { ResultsPage, ResultStatus, Sport } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { hasFinalScore, type ResultsFilter, resultRows, resultTournaments } from './results.repository.ts';

type Locale = 'tr' | 'en';
const nameOrder = { tr: new Intl.Collator('tr'), en: new Intl.Collator('en') };
/** How feeds name Türkiye in a tournament's country (as the sports menu reads it, reads.ts). */
const TURKEY = new Set(['tr', 'tur', 'turkey', 'türkiye', 'turkiye']);

/**
 * A page of results, newest first, with names in `locale`, and the leagues to filter by: most
 * results first, Turkish leagues first for Turkish readers (as the sports menu orders them).
 */
export async function readResults(
  db: Kysely<Database>,
  q: ResultsFilter,
  locale: Locale,
): Promise<ResultsPage> {
  const [{ rows, total }, leagues] = await Promise.all([resultRows(db, q), resultTournaments(db, q)]);
  const turkish = (country: string) =>
    locale === 'tr' && TURKEY.has(country.toLocaleLowerCase('tr')) ? 0 : 1;
  return {
    items: rows.map((r) => ({
      id: r.id,
      sport: r.sport as Sport,
      tournament: { id: r.tournament.urn, name: r.tournament.name[locale], country: r.tournament.country },
      home: r.home.name,
      away: r.away.name,
      startTime: r.start_time.toISOString(),
      status: r.status as ResultStatus,
      score:
        hasFinalScore(r.status) && r.live
          ? { home: r.live.home, away: r.live.away, periods: r.live.periods }
          : null,
    })),
    total,
    tournaments: leagues
      .map((l) => ({ id: l.urn, name: l.name[locale], country: l.country, eventCount: Number(l.n) }))
      .sort(
        (a, b) =>
          turkish(a.country) - turkish(b.country) ||
          b.eventCount - a.eventCount ||
          nameOrder[locale].compare(a.name, b.name),
      ),
  };
}
