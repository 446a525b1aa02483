import { type Kysely, type Selectable, type Transaction, sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { thenCommit } from '../../../db/then-commit.ts';
import { setLocal } from '../../../db/transaction-settings.ts';
import type { SbBetLegTable } from '../bets/bets.table.ts';

type Db = Kysely<Database> | Transaction<Database>;

const BET_COLUMNS = [
  'id',
  'customer_id',
  'currency',
  'kind',
  'system_sizes',
  'lines',
  'bonus_stake',
  'max_payout',
  'potential_payout',
  'status',
] as const;

export type CashoutBet = Awaited<ReturnType<typeof readBet>> & {};

/**
 * The player's bet, its stake as still open (after partial cash-outs, as settlement reads it);
 * `lock`: FOR UPDATE.
 */
export function readBet(db: Db, customerId: bigint, betId: string, lock = false) {
  const q = db
    .selectFrom('sb_bet')
    .select(BET_COLUMNS)
    .select([
      sql<bigint>`coalesce(open_stake_per_line, stake_per_line)`.as('stake_per_line'),
      sql<bigint>`coalesce(open_stake_per_line * lines, total_stake)`.as('total_stake'),
    ])
    .where('id', '=', betId)
    .where('customer_id', '=', customerId);
  return (lock ? q.forUpdate() : q).executeTakeFirst();
}

/** Bets by id, unlocked (auto cash-out's first look, auto-page.ts). */
export const readBets = (db: Db, ids: string[]) =>
  db
    .selectFrom('sb_bet')
    .select(BET_COLUMNS)
    .select([
      sql<bigint>`coalesce(open_stake_per_line, stake_per_line)`.as('stake_per_line'),
      sql<bigint>`coalesce(open_stake_per_line * lines, total_stake)`.as('total_stake'),
    ])
    .where('id', 'in', ids)
    .execute();

const LEG_COLUMNS = [
  'leg_no',
  'event_id',
  'market_id',
  'specifiers',
  'outcome_id',
  'odds_milli',
  'result',
  'void_factor',
  'dead_heat_factor',
  'banker',
] as const;

export type CashoutLeg = Pick<Selectable<SbBetLegTable>, (typeof LEG_COLUMNS)[number]>;

/**
 * The bet (as readBet), its legs and whether the operator switched cash-out off for the site,
 * the player, one of its events or market lines (`sb_cashout_off.ref`: '', the customer id, the
 * event id, `event/market/specifiers`) in one statement, one row per leg (a bet has at least
 * one): what a quote reads, and what an acceptance reads once its locks are held
 * (cashout-accept.repository.ts adds its columns).
 */
export function pricedBetQuery(db: Db, customerId: bigint, betId: string) {
  return db
    .selectFrom('sb_bet as b')
    .innerJoin('sb_bet_leg as l', 'l.bet_id', 'b.id')
    .select(BET_COLUMNS.map((c) => `b.${c}` as const))
    .select([
      sql<bigint>`coalesce(b.open_stake_per_line, b.stake_per_line)`.as('stake_per_line'),
      sql<bigint>`coalesce(b.open_stake_per_line * b.lines, b.total_stake)`.as('total_stake'),
    ])
    .select(LEG_COLUMNS.map((c) => `l.${c}` as const))
    .select(
      sql<boolean>`exists (select 1 from sb_cashout_off o where (o.scope, o.ref) in (
        select 'site', '' union all select 'player', ${String(customerId)}
        union all select 'event', x.event_id from sb_bet_leg x where x.bet_id = b.id
        union all select 'market', x.event_id || '/' || x.market_id || '/' || x.specifiers
          from sb_bet_leg x where x.bet_id = b.id))`.as('switched_off'),
    )
    .where('b.id', '=', betId)
    .where('b.customer_id', '=', customerId)
    .orderBy('l.leg_no');
}

/** pricedBetQuery's rows as the bet, its legs and the switch; undefined when there is no such bet. */
export function pricedBetOf<R extends CashoutBet & CashoutLeg & { switched_off: boolean }>(rows: R[]) {
  const r = rows[0];
  if (!r) return undefined;
  const pick = <K extends keyof R>(row: R, keys: readonly K[]) =>
    Object.fromEntries(keys.map((k) => [k, row[k]])) as Pick<R, K>;
  const bet: CashoutBet = pick(r, [...BET_COLUMNS, 'stake_per_line', 'total_stake']);
  const legs: CashoutLeg[] = rows.map((row) => pick(row, LEG_COLUMNS));
  return { row: r, bet, legs, switchedOff: r.switched_off };
}

/**
 * Stores a quote without waiting for its commit to reach the disk (`synchronous_commit` off for
 * this transaction only; docs/decisions/096-cash-out-cost-and-live-bet-stops.md). A quote is no
 * money: one lost in a crash is answered CASHOUT_QUOTE_EXPIRED, and the acceptance that reads it
 * commits durably, flushing the log up to and past the quote. One round trip, as before: the
 * setting leaves with the insert, and the commit right behind it.
 */
export async function insertQuote(
  db: Kysely<Database>,
  q: { id: string; bet_id: string; customer_id: bigint; amount: bigint; expires_at: Date; created_at: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await setLocal(trx, { synchronous_commit: 'off' });
    await thenCommit(trx, trx.insertInto('sb_cashout_quote').values(q).compile());
  });
}

/** The legs of several bets, each bet's in leg order. */
export function readLegsOf(db: Db, betIds: string[]) {
  return db
    .selectFrom('sb_bet_leg')
    .select('bet_id')
    .select(LEG_COLUMNS)
    .where('bet_id', 'in', betIds)
    .orderBy('bet_id')
    .orderBy('leg_no')
    .execute();
}

/** The switches a bet of `customerId` with these legs would be under (`scope|ref`). */
const switchRefs = (customerId: bigint, legs: CashoutLeg[]) => [
  { scope: 'site' as const, ref: '' },
  { scope: 'player' as const, ref: String(customerId) },
  ...legs.map((l) => ({ scope: 'event' as const, ref: l.event_id })),
  ...legs.map((l) => ({ scope: 'market' as const, ref: marketRef(l) })),
];

/** The operator's switches among these bets' (`scope|ref` keys): one query for a page of bets. */
export async function switchesOf(db: Db, bets: { customerId: bigint; legs: CashoutLeg[] }[]) {
  const refs = [...new Set(bets.flatMap((b) => switchRefs(b.customerId, b.legs).map((r) => r.ref)))];
  const rows = await db
    .selectFrom('sb_cashout_off')
    .select(['scope', 'ref'])
    .where('ref', 'in', refs)
    .execute();
  const on = new Set(rows.map((r) => `${r.scope}|${r.ref}`));
  return (customerId: bigint, legs: CashoutLeg[]) =>
    switchRefs(customerId, legs).some((r) => on.has(`${r.scope}|${r.ref}`));
}

/** A market line's switch key: `event/market/specifiers`. */
export const marketRef = (l: { event_id: string; market_id: number; specifiers: string }) =>
  `${l.event_id}/${l.market_id}/${l.specifiers}`;

/** The cash-out a quote was already used for (a retry replays it). */
export function readCashout(db: Db, quoteId: string) {
  return db
    .selectFrom('sb_cashout')
    .select(['bet_id', 'amount', 'stake_part', 'full'])
    .where('quote_id', '=', quoteId)
    .executeTakeFirst();
}
