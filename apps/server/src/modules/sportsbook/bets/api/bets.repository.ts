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

/** Leg results a void reason can explain: wholly or half void (docs/sportsbook.md §6.7). */
export const VOID_RESULTS = ['void', 'half_won', 'half_lost'] as const;

/**
 * Why each void or half leg of these bets was void, in one query for the whole page: the reason
 * of the fact `legStateOf` (settle/line-facts.ts) took the leg's result from. A live cancel
 * window over the bet's placement ([from, to) in ms, as there) gives its reason, one that names
 * a reason first when several cover it; otherwise the latest live generation of the line's
 * results does. Null when that fact carried none (docs/sportsbook.md §6.7).
 */
export async function voidReasonsOf(db: Db, betIds: string[]) {
  const { rows } = await sql<{ bet_id: string; leg_no: number; void_reason: number | null }>`
    select l.bet_id, l.leg_no,
      case when c.covered then c.void_reason else s.void_reason end as void_reason
    from sb_bet_leg l
    join sb_bet b on b.id = l.bet_id
    cross join lateral (select floor(extract(epoch from b.placed_at) * 1000)::bigint as ms) p
    left join lateral (
      select true as covered, x.void_reason from sb_settle_cancel x
      where x.event_id = l.event_id and x.market_id = l.market_id and x.specifiers = l.specifiers
        and x.rolled_back_at is null
        and (x.from_ms is null or p.ms >= x.from_ms) and (x.to_ms is null or p.ms < x.to_ms)
      order by x.void_reason is null, x.created_at desc, x.cancel_id desc
      limit 1
    ) c on true
    left join lateral (
      select y.void_reason from sb_line_settlement y
      where y.event_id = l.event_id and y.market_id = l.market_id and y.specifiers = l.specifiers
        and y.rolled_back_at is null and y.outcomes is not null
      order by y.generation desc
      limit 1
    ) s on true
    where l.bet_id = any(${betIds}::uuid[]) and l.result = any(${[...VOID_RESULTS]}::text[])`.execute(db);
  return rows;
}
