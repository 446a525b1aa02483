import { FINAL_SCORE_STATUSES, RESULT_STATUSES, type resultsQuerySchema } from '@lalebet/shared';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../db/database.ts';

export type ResultsFilter = z.output<typeof resultsQuerySchema>;

/**
 * Finished matches (docs/decisions/064-sportsbook-results.md): read from sb_event, where the
 * feed's last status and score are stored, not from the in-memory catalogue, which keeps a
 * finished event for a day only. Outrights have no score and are left out.
 */
function finished(db: Kysely<Database>, q: Omit<ResultsFilter, 'skip' | 'take'>) {
  let query = db
    .selectFrom('sb_event')
    .where('kind', '=', 'match')
    .where('status', 'in', [...RESULT_STATUSES]);
  if (q.sport) query = query.where('sport', '=', q.sport);
  if (q.from) query = query.where('start_time', '>=', new Date(q.from));
  if (q.to) query = query.where('start_time', '<=', new Date(q.to));
  return query;
}

export async function resultRows(db: Kysely<Database>, q: ResultsFilter) {
  const scoped = q.tournament
    ? finished(db, q).where(sql<string>`tournament->>'urn'`, '=', q.tournament)
    : finished(db, q);
  const [rows, count] = await Promise.all([
    scoped
      .select(['id', 'sport', 'tournament', 'home', 'away', 'start_time', 'status', 'live'])
      .orderBy('start_time', 'desc')
      .orderBy('id', 'desc')
      .offset(q.skip)
      .limit(q.take)
      .execute(),
    scoped.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The leagues with results under the sport and dates, whatever league is chosen. */
export function resultTournaments(db: Kysely<Database>, q: ResultsFilter) {
  return finished(db, { ...q, tournament: undefined })
    .select((eb) => [
      sql<string>`tournament->>'urn'`.as('urn'),
      // One name per league: the latest fixture's (names may be corrected by the feed).
      sql<{ tr: string; en: string }>`(array_agg(tournament->'name' order by start_time desc))[1]`.as('name'),
      sql<string>`max(tournament->>'country')`.as('country'),
      eb.fn.countAll<string>().as('n'),
    ])
    .groupBy(sql`tournament->>'urn'`)
    .execute();
}

export const hasFinalScore = (status: string) => (FINAL_SCORE_STATUSES as readonly string[]).includes(status);
