import type { Sport } from '@lalebet/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { IN_PLAY } from '../feed/catalogue-store.ts';
import { tournamentIs } from './desk-ticker.repository.ts';
import { worstOpenRisk } from './open-risk.repository.ts';

type Db = Kysely<Database>;

export type LiabilityFilter = {
  sport?: Sport;
  tournament?: string;
  live?: boolean;
  skip: number;
  take: number;
  sort: 'liability' | 'stake';
  order: 'asc' | 'desc';
};

const inPlay = [...IN_PLAY];

/**
 * Events with open bets: their open stake (each bet once), open bets, and the worst outcome's
 * open risk (open-risk.repository.ts); a page of them and how many there are.
 */
export async function liabilityEvents(db: Db, f: LiabilityFilter) {
  const base = db
    .with('held', (q) =>
      q
        .selectFrom('sb_bet_leg as l')
        .innerJoin('sb_bet as b', 'b.id', 'l.bet_id')
        .where('b.status', 'in', ['pending', 'open'])
        .where('l.result', '=', 'open')
        .select(['l.event_id', 'b.id', 'b.total_stake'])
        .distinct(),
    )
    .with('per_event', (q) =>
      q
        .selectFrom('held')
        .groupBy('event_id')
        .select([
          'event_id',
          sql<string>`sum(total_stake)`.as('stake'),
          sql<string>`count(*)`.as('open_bets'),
        ]),
    )
    .selectFrom('per_event as p')
    .innerJoin('sb_event as e', 'e.id', 'p.event_id')
    .$if(!!f.sport, (q) => q.where('e.sport', '=', f.sport!))
    .$if(!!f.tournament, (q) => q.where(tournamentIs(f.tournament!)))
    .$if(f.live !== undefined, (q) => q.where('e.status', f.live ? 'in' : 'not in', inPlay));
  const sortBy = f.sort === 'stake' ? sql`p.stake::bigint` : sql`liability`;
  const [rows, count] = await Promise.all([
    base
      .select([
        'e.id',
        'e.sport',
        'e.tournament',
        'e.home',
        'e.away',
        'e.kind',
        'e.name',
        'e.status',
        'e.start_time',
      ])
      .select(['p.stake', 'p.open_bets'])
      .select(worstOpenRisk(sql.ref('e.id')).as('liability'))
      .orderBy(sortBy, f.order)
      .orderBy('e.id')
      .offset(f.skip)
      .limit(f.take)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function eventRow(db: Db, eventId: string) {
  return db
    .selectFrom('sb_event')
    .select(['id', 'sport', 'tournament', 'home', 'away', 'kind', 'name', 'status', 'start_time'])
    .where('id', '=', eventId)
    .executeTakeFirst();
}
export type EventRow = NonNullable<Awaited<ReturnType<typeof eventRow>>>;

/** Names as stored with the bets, for lines the catalogue no longer holds. */
export function storedNames(db: Db, eventId: string) {
  return db
    .selectFrom('sb_bet_leg')
    .distinctOn(['market_id', 'specifiers', 'outcome_id'])
    .select(['market_id', 'specifiers', 'outcome_id', 'event_name', 'market_name', 'outcome_name'])
    .where('event_id', '=', eventId)
    .orderBy('market_id')
    .orderBy('specifiers')
    .orderBy('outcome_id')
    .execute();
}
