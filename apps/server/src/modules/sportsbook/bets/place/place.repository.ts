import { type Kysely, type RawBuilder, type Transaction, sql } from 'kysely';
import type { Database } from '../../../../db/database.ts';
import { refusalBy } from '../../../../db/statement-refusal.ts';
import { thenCommit } from '../../../../db/then-commit.ts';
import type { UsageUpsert } from '../../../../core/protection/index.ts';
import {
  type TransferSpec,
  countPostedTransfers,
  ledgerErrorFrom,
  newTransfersInsert,
} from '../../../../core/ledger/index.ts';
import type { SbBetLegTable, SbBetTable } from '../bets.table.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type NewBet = Omit<
  SbBetTable,
  | 'bonus_stake'
  | 'customer_bonus_id'
  | 'bonus_payout'
  | 'wagering_counted'
  | 'capped'
  | 'generation'
  | 'open_stake_per_line'
  | 'misli'
  | 'voided_at'
> & { bonus_stake: bigint; customer_bonus_id: bigint | null; misli: number };
export type NewLeg = Omit<
  SbBetLegTable,
  'result' | 'void_factor' | 'dead_heat_factor' | 'suspensions' | 'banker' | 'early_won_at' | 'early_score'
> & { suspensions: number; banker: boolean };

export function findBetByRequest(trx: Db, customerId: bigint, requestId: string) {
  return trx
    .selectFrom('sb_bet')
    .select(['id', 'request_hash'])
    .where('customer_id', '=', customerId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

export type ExposureKey = { event_id: string; market_id: number; specifiers: string; outcome_id: string };

/** A cap the bet's statement found passed, with the figures its refusal reports (kuruş). */
export class BetCapError extends Error {
  readonly cap: 'event_stake' | 'liability';
  /** The customer's open and pending stake on the bet's most staked event, before this bet. */
  readonly mostOnEvent: bigint;
  /** The largest liability among the bet's outcomes, this bet included. */
  readonly worstLiability: bigint;
  constructor(cap: 'event_stake' | 'liability', mostOnEvent: bigint, worstLiability: bigint) {
    super(`sportsbook: ${cap} cap passed`);
    this.cap = cap;
    this.mostOnEvent = mostOnEvent;
    this.worstLiability = worstLiability;
  }
}

function capErrorFrom(err: unknown): BetCapError | null {
  const refusal = refusalBy('sb_refuse_over_cap', err);
  if (!refusal?.detail) return null;
  const [most, worst] = refusal.detail.split(',');
  return new BetCapError(refusal.reason as BetCapError['cap'], BigInt(most!), BigInt(worst!));
}

/**
 * The bet's writes in one statement, the transaction's last (one round trip, the commit sent with
 * it: db/then-commit.ts; docs/decisions/021-sportsbook-engine.md, performance;
 * docs/decisions/050-hot-path-seams.md): the bet row, its legs, the stake and liability
 * added to each outcome's exposure, the stake's ledger transfers (`transfers`, from debitStake)
 * with the stake's count in the day's usage when protection left it to this statement (`usage`),
 * and the caps. The caller holds the player's row lock and runs this after taking it, so the read
 * of open stakes sees every earlier bet of the player (all parts of a statement share one
 * snapshot, so it does not see this bet). The exposure rows are upserted in key order (no
 * deadlock between two bets on the same outcomes); their row locks hold a competing bet until
 * this transaction ends. When the customer's stake on one of the bet's events would pass
 * `caps.eventStake`, or an outcome's liability `caps.liability`, the statement fails and takes
 * every write with it: BetCapError. With a `gate` that is false, it fails first with sb_decline
 * (plain-stake.ts). A second bet with the same requestId fails the unique constraint
 * sb_bet_request; a stake transfer id already recorded, exists_with_different.
 */
export async function writeBet(
  trx: Transaction<Database>,
  w: {
    bet: NewBet;
    legs: NewLeg[];
    stake: bigint;
    liability: bigint;
    transfers?: TransferSpec[];
    usage?: UsageUpsert | undefined;
    caps: { eventStake: bigint; liability: bigint };
    /** The one-trip placement's conditions (plain-stake.ts): sb_decline when false. */
    gate?: RawBuilder<boolean>;
  },
): Promise<void> {
  const { bet, legs, stake, liability, caps, usage } = w;
  const transfers = w.transfers ?? [];
  const keys = exposureKeys(legs);
  const most = sql`(select coalesce(max(stake), 0) from staked)`;
  const worst = sql`(select coalesce(max(liability), 0) from exposure)`;
  const query = trx
    .with('staked', () =>
      openStakePerEvent(
        trx,
        bet.customer_id,
        legs.map((l) => l.event_id),
      ),
    )
    .with('bet', (db) => db.insertInto('sb_bet').values(bet).returning('id'))
    .with('legs', (db) => db.insertInto('sb_bet_leg').values(legs).returning('leg_no'))
    .with('exposure', () =>
      trx
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
        ? newTransfersInsert(trx, transfers, { strict: true })
        : trx.selectNoFrom(sql<string>`null::uuid`.as('id')).where(sql<boolean>`false`),
    )
    .with('usage', () =>
      usage
        ? usage.returning(sql<number>`1`.as('n'))
        : trx.selectNoFrom(sql<number>`1`.as('n')).where(sql<boolean>`false`),
    )
    // `offset 0` keeps `f` a subquery of its own: pulled up, each of its columns would be
    // planned (and set up at every execution) once per reference in the case.
    .selectNoFrom([
      sql<boolean>`(select case
        ${w.gate ? sql`when not ${w.gate} then sb_decline('plain')` : sql``}
        when f.most + ${stake} > ${caps.eventStake} then sb_refuse_over_cap('event_stake', f.most, f.worst)
        when f.worst > ${caps.liability} then sb_refuse_over_cap('liability', f.most, f.worst)
        else true end
        from (select ${most} as most, ${worst} as worst offset 0) as f)`.as('within'),
      // Referenced so the planner cannot drop them; data-modifying CTEs run regardless.
      sql<string>`(select count(*) from transfers)::text`.as('transfers'),
      sql<string>`(select count(*) from bet)::text`.as('bets'),
      sql<string>`(select count(*) from legs)::text`.as('legs'),
    ])
    .compile();
  await thenCommit(trx, query).catch((err: unknown) => {
    throw capErrorFrom(err) ?? ledgerErrorFrom(err) ?? err;
  });
  countPostedTransfers(transfers.length);
}

const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The order every writer locks exposure rows in: event, market, specifiers, outcome, strings by
 * code unit (the database's `collate "C"` for these ASCII keys), as the settlement trigger
 * (migration 2026_12_07_000500) does, so two writers never lock them in opposite order.
 */
const exposureOrder = (a: ExposureKey, b: ExposureKey) =>
  byCode(a.event_id, b.event_id) ||
  a.market_id - b.market_id ||
  byCode(a.specifiers, b.specifiers) ||
  byCode(a.outcome_id, b.outcome_id);

/** The outcomes a bet adds exposure to, in the lock order. */
function exposureKeys(legs: NewLeg[]): ExposureKey[] {
  return legs
    .map(({ event_id, market_id, specifiers, outcome_id }) => ({
      event_id,
      market_id,
      specifiers,
      outcome_id,
    }))
    .sort(exposureOrder);
}

/** The player's open stake on each of the bet's events: the per-event cap's left side. */
function openStakePerEvent(
  trx: Transaction<Database>,
  customerId: NewBet['customer_id'],
  eventIds: NewLeg['event_id'][],
) {
  return (
    trx
      .selectFrom('sb_bet as b')
      .innerJoin('sb_bet_leg as l', 'l.bet_id', 'b.id')
      .select(sql<string>`sum(b.total_stake)`.as('stake'))
      .where('b.customer_id', '=', customerId)
      // Literals, not parameters: a generic plan can use the partial index sb_bet_open_customer
      // only when the query itself implies its predicate.
      .where(sql<boolean>`b.status in ('pending', 'open')`)
      .where('l.event_id', 'in', [...new Set(eventIds)])
      .groupBy('l.event_id')
  );
}
