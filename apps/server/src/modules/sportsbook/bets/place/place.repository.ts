import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../../../db/database.ts';
import type { SbBetLegTable, SbBetTable } from '../bets.table.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type NewBet = Omit<SbBetTable, 'bonus_stake' | 'capped' | 'generation'>;
export type NewLeg = Omit<SbBetLegTable, 'result' | 'void_factor' | 'dead_heat_factor'>;

export function findBetByRequest(trx: Db, customerId: bigint, requestId: string) {
  return trx
    .selectFrom('sb_bet')
    .select(['id', 'request_hash'])
    .where('customer_id', '=', customerId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

export async function insertBet(trx: Transaction<Database>, bet: NewBet, legs: NewLeg[]): Promise<void> {
  await trx.insertInto('sb_bet').values(bet).execute();
  await trx.insertInto('sb_bet_leg').values(legs).execute();
}

/** Kuruş the customer has on each event in open and pending bets (a bet counts once per event). */
export async function stakeOnEvents(
  trx: Db,
  customerId: bigint,
  eventIds: string[],
): Promise<Map<string, bigint>> {
  const rows = await trx
    .selectFrom('sb_bet as b')
    .innerJoin('sb_bet_leg as l', 'l.bet_id', 'b.id')
    .select(['l.event_id', sql<string>`sum(b.total_stake)`.as('stake')])
    .where('b.customer_id', '=', customerId)
    .where('b.status', 'in', ['pending', 'open'])
    .where('l.event_id', 'in', eventIds)
    .groupBy('l.event_id')
    .execute();
  return new Map(rows.map((r) => [r.event_id, BigInt(r.stake)]));
}

export type ExposureKey = { event_id: string; market_id: number; specifiers: string; outcome_id: string };

/**
 * Adds to the exposure of each outcome and returns the new liabilities, in one statement. Rows are
 * written in key order, so two bets on the same outcomes lock them in the same order (no
 * deadlock); the row lock holds a competing bet until this transaction ends.
 */
export async function addExposure(
  trx: Transaction<Database>,
  currency: string,
  keys: ExposureKey[],
  stake: bigint,
  liability: bigint,
): Promise<{ key: ExposureKey; liability: bigint }[]> {
  const sorted = [...keys].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
  const rows = await trx
    .insertInto('sb_exposure')
    .values(sorted.map((k) => ({ ...k, currency, stake, liability })))
    .onConflict((oc) =>
      oc.columns(['event_id', 'market_id', 'specifiers', 'outcome_id', 'currency']).doUpdateSet({
        stake: sql`sb_exposure.stake + excluded.stake`,
        liability: sql`sb_exposure.liability + excluded.liability`,
      }),
    )
    .returning(['event_id', 'market_id', 'specifiers', 'outcome_id', 'liability'])
    .execute();
  return rows.map((r) => ({
    key: { event_id: r.event_id, market_id: r.market_id, specifiers: r.specifiers, outcome_id: r.outcome_id },
    liability: BigInt(r.liability),
  }));
}

const keyOf = (k: ExposureKey) =>
  `${k.event_id}\u0000${k.market_id}\u0000${k.specifiers}\u0000${k.outcome_id}`;

/** Takes a refused bet's stake and liability back off its outcomes (same key order as addExposure). */
export async function removeExposure(
  trx: Transaction<Database>,
  currency: string,
  keys: ExposureKey[],
  stake: bigint,
  liability: bigint,
): Promise<void> {
  const sorted = [...keys].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
  for (const k of sorted) {
    await trx
      .updateTable('sb_exposure')
      .set({ stake: sql`stake - ${stake}`, liability: sql`liability - ${liability}` })
      .where('event_id', '=', k.event_id)
      .where('market_id', '=', k.market_id)
      .where('specifiers', '=', k.specifiers)
      .where('outcome_id', '=', k.outcome_id)
      .where('currency', '=', currency)
      .execute();
  }
}
