import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../../db/database.ts';

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
export type CashoutLeg = Awaited<ReturnType<typeof readLegs>>[number];

/**
 * The player's bet, its stake as still open (after partial cash-outs, as settlement reads it);
 * `lock`: FOR UPDATE, the first lock of a cash-out (ADR 066: the bet, then the cash account).
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

export function readLegs(db: Db, betId: string) {
  return db
    .selectFrom('sb_bet_leg')
    .select([
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
    ])
    .where('bet_id', '=', betId)
    .orderBy('leg_no')
    .execute();
}

/** Whether the operator switched cash-out off for the site, the player, an event or a market line. */
export async function switchedOff(db: Db, customerId: bigint, legs: CashoutLeg[]): Promise<boolean> {
  const refs = [
    { scope: 'site' as const, ref: '' },
    { scope: 'player' as const, ref: String(customerId) },
    ...legs.map((l) => ({ scope: 'event' as const, ref: l.event_id })),
    ...legs.map((l) => ({ scope: 'market' as const, ref: marketRef(l) })),
  ];
  const found = await db
    .selectFrom('sb_cashout_off')
    .select('scope')
    .where((eb) => eb.or(refs.map((r) => eb.and([eb('scope', '=', r.scope), eb('ref', '=', r.ref)]))))
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}

/** A market line's switch key: `event/market/specifiers`. */
export const marketRef = (l: { event_id: string; market_id: number; specifiers: string }) =>
  `${l.event_id}/${l.market_id}/${l.specifiers}`;

export async function insertQuote(
  db: Db,
  q: { id: string; bet_id: string; customer_id: bigint; amount: bigint; expires_at: Date; created_at: Date },
): Promise<void> {
  await db.insertInto('sb_cashout_quote').values(q).execute();
}

export function readQuote(db: Db, betId: string, quoteId: string) {
  return db
    .selectFrom('sb_cashout_quote')
    .select(['id', 'amount', 'expires_at'])
    .where('id', '=', quoteId)
    .where('bet_id', '=', betId)
    .executeTakeFirst();
}

/** The cash-out a quote was already used for (a retry replays it). */
export function readCashout(db: Db, quoteId: string) {
  return db
    .selectFrom('sb_cashout')
    .select(['bet_id', 'amount', 'stake_part', 'full'])
    .where('quote_id', '=', quoteId)
    .executeTakeFirst();
}
