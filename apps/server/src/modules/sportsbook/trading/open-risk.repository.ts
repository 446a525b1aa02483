import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/database.ts';

type Legs = ExpressionBuilder<Database, 'sb_bet_leg' | 'sb_bet'>;

/**
 * What the desk shows as liability (docs/decisions/083-manual-grading-and-market-voids.md): the
 * open risk only. Each open or pending, unvoided bet counts on every outcome its undecided legs
 * hold, at its open stake (a partial cash-out took the rest) and its potential win over that
 * stake. sb_exposure now holds the same open risk per outcome
 * (docs/decisions/084-exposure-of-open-bets-and-scoped-limits.md) but not per voided flag or
 * sport, so the desk still sums the bets here.
 */
const OPEN_STAKE = sql<bigint>`coalesce(sb_bet.open_stake_per_line * sb_bet.lines, sb_bet.total_stake)`;
const OPEN_LIABILITY = sql<bigint>`(sb_bet.potential_payout - sb_bet.total_stake) * ${OPEN_STAKE}
  / nullif(sb_bet.total_stake, 0)`;

const openLegs = (eb: Legs) =>
  eb.and([
    eb('sb_bet.status', 'in', ['open', 'pending']),
    eb('sb_bet.voided_at', 'is', null),
    eb('sb_bet_leg.result', '=', 'open'),
  ]);

/** One event's open risk per outcome of each line (all currencies together: the book is in lira). */
export function openRiskOf(db: Kysely<Database>, eventId: string) {
  return db
    .selectFrom('sb_bet_leg')
    .innerJoin('sb_bet', 'sb_bet.id', 'sb_bet_leg.bet_id')
    .where('sb_bet_leg.event_id', '=', eventId)
    .where(openLegs)
    .groupBy(['sb_bet_leg.market_id', 'sb_bet_leg.specifiers', 'sb_bet_leg.outcome_id'])
    .select(['sb_bet_leg.market_id', 'sb_bet_leg.specifiers', 'sb_bet_leg.outcome_id'])
    .select([
      sql<string>`sum(${OPEN_STAKE})`.as('stake'),
      sql<string>`coalesce(sum(${OPEN_LIABILITY}), 0)`.as('liability'),
    ])
    .execute();
}

/** The worst outcome's open risk of the event `eventId` names (a column of the outer query). */
export const worstOpenRisk = (eventId: ReturnType<typeof sql.ref>) => sql<string>`(
  select coalesce(max(r.liability), 0) from (
    select sum(${OPEN_LIABILITY}) as liability from sb_bet_leg join sb_bet on sb_bet.id = sb_bet_leg.bet_id
    where sb_bet_leg.event_id = ${eventId} and sb_bet.status in ('open', 'pending')
      and sb_bet.voided_at is null and sb_bet_leg.result = 'open'
    group by sb_bet_leg.market_id, sb_bet_leg.specifiers, sb_bet_leg.outcome_id) r)`;

/** Whether one of the bet's undecided legs holds an outcome whose open risk is at least `alarm`. */
export const openRiskAlarm = (betId: ReturnType<typeof sql.ref>, alarm: bigint) => sql<boolean>`exists (
  select 1 from sb_bet_leg l where l.bet_id = ${betId} and l.result = 'open' and (
    select coalesce(sum(${OPEN_LIABILITY}), 0) from sb_bet_leg join sb_bet on sb_bet.id = sb_bet_leg.bet_id
    where sb_bet_leg.event_id = l.event_id and sb_bet_leg.market_id = l.market_id
      and sb_bet_leg.specifiers = l.specifiers and sb_bet_leg.outcome_id = l.outcome_id
      and sb_bet.status in ('open', 'pending') and sb_bet.voided_at is null and sb_bet_leg.result = 'open'
  ) >= ${alarm})`;
