import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../../../db/database.ts';

type Db = Kysely<Database>;

/** Open = still to be decided or settled: pending (live delay) and open. */
export const OPEN_STATUSES = ['pending', 'open'] as const;

const betColumns = [
  'id',
  'kind',
  'system_sizes',
  'builder_odds_milli',
  'lines',
  'status',
  'total_stake',
  'stake_per_line',
  'open_stake_per_line',
  'misli',
  'potential_payout',
  'payout',
  'odds_policy',
  'placed_at',
  'settled_at',
  'refusal',
] as const;

/** What cash-outs of the bet paid so far (docs/decisions/066-cash-out-pricing-and-locking.md). */
const withCashedOut = <DB, TB extends keyof DB & 'sb_bet', O>(q: SelectQueryBuilder<DB, TB, O>) =>
  q.select(
    sql<bigint>`(select coalesce(sum(c.amount), 0)::bigint from sb_cashout c where c.bet_id = sb_bet.id)`.as(
      'cashed_out',
    ),
  );

export function findBet(db: Db, customerId: bigint, id: string) {
  return withCashedOut(db.selectFrom('sb_bet').select(betColumns))
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
}
export type BetRow = NonNullable<Awaited<ReturnType<typeof findBet>>>;

/** A page of the customer's bets, newest first, and how many there are. */
export async function listBets(
  db: Db,
  customerId: bigint,
  status: 'open' | 'settled' | undefined,
  skip: number,
  take: number,
): Promise<{ rows: BetRow[]; total: number }> {
  let base = db.selectFrom('sb_bet').where('customer_id', '=', customerId);
  if (status === 'open') base = base.where('status', 'in', OPEN_STATUSES);
  if (status === 'settled') base = base.where('status', 'not in', [...OPEN_STATUSES, 'refused']);
  const [rows, count] = await Promise.all([
    withCashedOut(base.select(betColumns))
      .orderBy('placed_at', 'desc')
      .orderBy('id', 'desc')
      .offset(skip)
      .limit(take)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function legsOf(db: Db, betIds: string[]) {
  return db
    .selectFrom('sb_bet_leg')
    .select([
      'bet_id',
      'leg_no',
      'event_id',
      'market_id',
      'specifiers',
      'outcome_id',
      'odds_milli',
      'result',
      'event_name',
      'market_name',
      'outcome_name',
      'sport',
      'start_time',
      'live',
      'early_won_at',
      'banker',
    ])
    .where('bet_id', 'in', betIds)
    .orderBy('bet_id')
    .orderBy('leg_no')
    .execute();
}
export type LegRow = Awaited<ReturnType<typeof legsOf>>[number];
