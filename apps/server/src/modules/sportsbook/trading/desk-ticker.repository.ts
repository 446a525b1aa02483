import type { BetStatus, Sport } from '@lalebet/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { openRiskAlarm } from './open-risk.repository.ts';

type Db = Kysely<Database>;

export type TickerFilter = {
  live?: boolean;
  sport?: Sport;
  tournament?: string;
  status?: BetStatus;
  customerId?: number;
  skip: number;
  take: number;
  sort: 'placedAt' | 'stake';
  order: 'asc' | 'desc';
};

/** A tournament named by its URN or its name in either language. */
export const tournamentIs = (t: string) =>
  sql<boolean>`(e.tournament->>'urn' = ${t} or e.tournament->'name'->>'tr' = ${t} or e.tournament->'name'->>'en' = ${t})`;

/** The bets the filter keeps: all players, any status. */
function filtered(db: Db, f: TickerFilter) {
  let q = db.selectFrom('sb_bet as b');
  if (f.live !== undefined) q = q.where('b.live', '=', f.live);
  if (f.status) q = q.where('b.status', '=', f.status);
  if (f.customerId !== undefined) q = q.where('b.customer_id', '=', BigInt(f.customerId));
  if (f.sport || f.tournament) {
    const { sport, tournament } = f;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('sb_bet_leg as l')
          .innerJoin('sb_event as e', 'e.id', 'l.event_id')
          .select(sql`1`.as('one'))
          .whereRef('l.bet_id', '=', 'b.id')
          .$if(!!sport, (s) => s.where('l.sport', '=', sport!))
          .$if(!!tournament, (s) => s.where(tournamentIs(tournament!))),
      ),
    );
  }
  return q;
}

/**
 * A page of every player's bets and how many the filter keeps. `liabilityAlarm`: whether an
 * open leg's outcome carries at least that open risk (kuruş, open-risk.repository.ts).
 */
export async function tickerPage(db: Db, f: TickerFilter, liabilityAlarm: bigint) {
  const sortColumn = f.sort === 'stake' ? 'b.total_stake' : 'b.placed_at';
  const [rows, count] = await Promise.all([
    filtered(db, f)
      .innerJoin('customer as c', 'c.id', 'b.customer_id')
      .leftJoin('sb_customer_limits as cl', 'cl.customer_id', 'b.customer_id')
      .select([
        'b.id',
        'b.customer_id',
        'c.username',
        'b.kind',
        'b.status',
        'b.live',
        'b.currency',
        'b.total_stake',
        'b.potential_payout',
        'b.payout',
        'b.builder_odds_milli',
        'b.placed_at',
        'b.settled_at',
        'b.voided_at',
      ])
      .select(sql<boolean>`coalesce(cl.sharp, false)`.as('sharp'))
      .select(openRiskAlarm(sql.ref('b.id'), liabilityAlarm).as('alarm'))
      .orderBy(sortColumn, f.order)
      .orderBy('b.id', f.order)
      .offset(f.skip)
      .limit(f.take)
      .execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
export type TickerRow = Awaited<ReturnType<typeof tickerPage>>['rows'][number];

/** The tournaments of these events, as stored from the feed. */
export function tournamentsOf(db: Db, eventIds: string[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('sb_event').select(['id', 'tournament']).where('id', 'in', eventIds).execute();
}
