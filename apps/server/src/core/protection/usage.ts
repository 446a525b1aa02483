import { type InsertQueryBuilder, type InsertResult, type Kysely, type Transaction, sql } from 'kysely';
import { LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '@lalebet/shared';
import type { Database } from '../../db/database.ts';
import { windowStart } from './windows.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A limit in force: the lower of the player's and the staff's (docs/rules.md R13), with who set it. */
export type ActiveLimit = {
  kind: LimitKind;
  period: LimitPeriod;
  value: bigint;
  setBy: 'player' | 'staff';
  since: Date;
};

/** Every limit in force of the customer, one per kind and period. Never reads pending requests. */
export async function activeLimits(db: Db, customerId: bigint, kinds?: LimitKind[]): Promise<ActiveLimit[]> {
  let q = db
    .selectFrom('rg_limit')
    .select(['kind', 'period', 'value', 'set_by', 'since'])
    .where('customer_id', '=', customerId);
  if (kinds) q = q.where('kind', 'in', kinds);
  return lowestLimits(await q.orderBy('value').orderBy('set_by').execute());
}

/** One limit per kind and period from rows ordered by value, then set_by: the first of each. */
export function lowestLimits(
  rows: readonly {
    kind: LimitKind;
    period: LimitPeriod;
    value: bigint;
    set_by: 'player' | 'staff';
    since: Date;
  }[],
): ActiveLimit[] {
  const lowest = new Map<string, ActiveLimit>();
  for (const r of rows) {
    const key = `${r.kind}:${r.period}`;
    if (!lowest.has(key))
      lowest.set(key, { kind: r.kind, period: r.period, value: r.value, setBy: r.set_by, since: r.since });
  }
  return [...lowest.values()];
}

/**
 * Takes the customer's usage row of `day` (creating it), locked to the end of the transaction:
 * every check-and-count of one customer (stakes and deposit reservations) runs one at a time.
 */
export async function lockUsageDay(
  trx: Transaction<Database>,
  customerId: bigint,
  day: string,
): Promise<void> {
  await trx
    .insertInto('rg_usage_day')
    .values({ customer_id: customerId, day })
    .onConflict((oc) => oc.columns(['customer_id', 'day']).doUpdateSet({ customer_id: customerId }))
    .execute();
}

export type PeriodUsage = { stakes: bigint; wins: bigint; deposits: bigint };
export type Usage = Record<LimitPeriod, PeriodUsage>;

/** Stakes, wins and deposits (confirmed plus live reservations) of each window holding `day`. */
export async function usageOn(
  db: Db,
  customerId: bigint,
  day: string,
  opts: { deposits?: boolean } = {},
): Promise<Usage> {
  const starts = Object.fromEntries(LIMIT_PERIODS.map((p) => [p, windowStart(p, day)])) as Record<
    LimitPeriod,
    string
  >;
  const from = starts.week < starts.month ? starts.week : starts.month;
  const sums = (col: string) =>
    LIMIT_PERIODS.map(
      (p) =>
        sql`coalesce(sum(${sql.ref(col)}) filter (where day >= ${starts[p]}::date), 0)::bigint as ${sql.ref(`${col}_${p}`)}`,
    );
  const { rows: played } = await sql<Record<string, bigint>>`
    select ${sql.join([...sums('stakes'), ...sums('wins')])} from rg_usage_day
    where customer_id = ${customerId} and day >= ${from}::date and day <= ${day}::date`.execute(db);
  // Wager and loss limits count no deposits: a stake's check skips that read (deposits: false).
  const { rows: paid } =
    opts.deposits === false
      ? { rows: [] as Record<string, bigint>[] }
      : await sql<Record<string, bigint>>`
    select ${sql.join(sums('amount'))} from rg_deposit_reservation
    where customer_id = ${customerId} and status <> 'released'
      and day >= ${from}::date and day <= ${day}::date`.execute(db);
  const n = (v: unknown) => BigInt((v as bigint | string | null) ?? 0);
  return Object.fromEntries(
    LIMIT_PERIODS.map((p) => [
      p,
      {
        stakes: n(played[0]?.[`stakes_${p}`]),
        wins: n(played[0]?.[`wins_${p}`]),
        deposits: n(paid[0]?.[`amount_${p}`]),
      },
    ]),
  ) as Usage;
}

/** What a limit of `kind` counts in a window: stakes, stakes minus wins, or deposits. */
export function usedOf(kind: LimitKind, u: PeriodUsage): bigint {
  if (kind === 'wager') return u.stakes;
  if (kind === 'loss') return u.stakes - u.wins;
  if (kind === 'deposit') return u.deposits;
  return 0n;
}

/**
 * A count in the day's usage (a stake or a win), unexecuted, for a caller that sends it inside a
 * statement of its own (guardStakeWithFacts, winsUsage).
 */
export type UsageUpsert = InsertQueryBuilder<Database, 'rg_usage_day', InsertResult>;

/** The usage row's upsert counting `amount` of stakes on `day`, unexecuted. */
export const stakeCount = (trx: Transaction<Database>, customerId: bigint, day: string, amount: bigint) =>
  trx
    .insertInto('rg_usage_day')
    .values({ customer_id: customerId, day, stakes: amount })
    .onConflict((oc) =>
      oc
        .columns(['customer_id', 'day'])
        .doUpdateSet((eb) => ({ stakes: eb('rg_usage_day.stakes', '+', eb.ref('excluded.stakes')) })),
    );
