import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../../../db/database.ts';
import {
  LedgerError,
  type TransferSpec,
  ledgerErrorFrom,
  newTransfersInsert,
} from '../../../../core/ledger/index.ts';
import type { SbBetLegTable, SbBetTable } from '../bets.table.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type NewBet = Omit<
  SbBetTable,
  'bonus_stake' | 'customer_bonus_id' | 'bonus_payout' | 'wagering_counted' | 'capped' | 'generation'
> & { bonus_stake: bigint; customer_bonus_id: bigint | null };
export type NewLeg = Omit<SbBetLegTable, 'result' | 'void_factor' | 'dead_heat_factor'>;

export function findBetByRequest(trx: Db, customerId: bigint, requestId: string) {
  return trx
    .selectFrom('sb_bet')
    .select(['id', 'request_hash'])
    .where('customer_id', '=', customerId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

export type ExposureKey = { event_id: string; market_id: number; specifiers: string; outcome_id: string };

/**
 * The bet's writes in one statement (one round trip; docs/decisions/021-sportsbook-engine.md,
 * performance): the bet row, its legs, the stake and liability added to each outcome's exposure,
 * what the customer had staked on the bet's events before it, and the stake's ledger transfers
 * (`transfers`, from debitStake; docs/decisions/037-bet-placement-speed.md). The caller holds the player's
 * row lock and runs this as a statement of its own after taking it, so the read of open stakes
 * sees every earlier bet of the player (all parts of a statement share one snapshot, so it does
 * not see this bet). The exposure rows are upserted in key order (no deadlock between two bets on
 * the same outcomes); their row locks hold a competing bet until this transaction ends. The caller
 * checks the returned figures and throws, rolling every write back, when a cap is passed. A
 * second bet with the same requestId fails the unique constraint sb_bet_request.
 */
export async function writeBet(
  trx: Transaction<Database>,
  w: { bet: NewBet; legs: NewLeg[]; stake: bigint; liability: bigint; transfers?: TransferSpec[] },
): Promise<{ mostOnEvent: bigint; worstLiability: bigint }> {
  const { bet, legs, stake, liability } = w;
  const transfers = w.transfers ?? [];
  const keys = legs
    .map(({ event_id, market_id, specifiers, outcome_id }) => ({
      event_id,
      market_id,
      specifiers,
      outcome_id,
    }))
    .sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
  const row = await trx
    .with('staked', (db) =>
      db
        .selectFrom('sb_bet as b')
        .innerJoin('sb_bet_leg as l', 'l.bet_id', 'b.id')
        .select(sql<string>`sum(b.total_stake)`.as('stake'))
        .where('b.customer_id', '=', bet.customer_id)
        .where('b.status', 'in', ['pending', 'open'])
        .where('l.event_id', 'in', [...new Set(legs.map((l) => l.event_id))])
        .groupBy('l.event_id'),
    )
    .with('bet', (db) => db.insertInto('sb_bet').values(bet).returning('id'))
    .with('legs', (db) => db.insertInto('sb_bet_leg').values(legs).returning('leg_no'))
    .with('exposure', (db) =>
      db
        .insertInto('sb_exposure')
        .values(keys.map((k) => ({ ...k, currency: bet.currency, stake, liability })))
        .onConflict((oc) =>
          oc.columns(['event_id', 'market_id', 'specifiers', 'outcome_id', 'currency']).doUpdateSet({
            stake: sql`sb_exposure.stake + excluded.stake`,
            liability: sql`sb_exposure.liability + excluded.liability`,
          }),
        )
        .returning('liability'),
    )
    .with('transfers', () =>
      transfers.length
        ? newTransfersInsert(trx, transfers)
        : trx.selectNoFrom(sql<string>`null::uuid`.as('id')).where(sql<boolean>`false`),
    )
    .selectNoFrom([
      sql<string>`(select count(*) from transfers)::int`.as('transfers'),
      sql<string>`(select coalesce(max(stake), 0) from staked)::text`.as('most'),
      sql<string>`(select coalesce(max(liability), 0) from exposure)::text`.as('worst'),
      // Referenced so the planner cannot drop them; data-modifying CTEs run regardless.
      sql<string>`(select count(*) from bet)::text`.as('bets'),
      sql<string>`(select count(*) from legs)::text`.as('legs'),
    ])
    .executeTakeFirstOrThrow()
    .catch((err: unknown) => {
      throw ledgerErrorFrom(err) ?? err;
    });
  // The stake's ids derive from this new bet's id: one already recorded means the books
  // disagree with the bets; refuse rather than guess.
  if (Number(row.transfers) !== transfers.length) throw new LedgerError('exists_with_different');
  return { mostOnEvent: BigInt(row.most), worstLiability: BigInt(row.worst) };
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
