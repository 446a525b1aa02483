import { type Kysely, type RawBuilder, type Transaction, sql } from 'kysely';
import type { Database } from '../../../../db/database.ts';
import { GENERIC_PLANS } from '../../../../db/generic-plans.ts';
import { deferred } from '../../../../db/deferred.ts';
import { perDatabase } from '../../../../db/per-database.ts';
import { refusalBy } from '../../../../db/statement-refusal.ts';
import { settingColumns } from '../../../../db/transaction-settings.ts';
import { APP_BALANCE_NOTICES } from '../../../../infra/cache/balance-notices.ts';
import { type TransferSpec, playerAccountKey, systemAccountKey } from '../../../../core/ledger/index.ts';
import {
  type UsageUpsert,
  plainPlay,
  plainPlayApplies,
  plainStakeUsage,
} from '../../../../core/protection/index.ts';
import { sportsBonusQuery } from '../../../../core/bonus/index.ts';
import { OPEN_BETS, stakeLegs } from './stake.ts';

/**
 * The one-trip placement (docs/decisions/050-hot-path-seams.md): for a player whose stake
 * nothing can refuse but the balance, the account lock, the bet and the commit leave in one
 * write. The bet's statement checks that this holds (plainStakeGate) and, where it does not,
 * fails with sb_decline (db/statement-refusal.ts): nothing is written, and the placement takes
 * the ordinary path, which reads the facts and gives the refusal, if any, its usual answer.
 * plain-stake.differential.test.ts keeps the two paths' answers equal.
 */

export type StakeAccountIds = { player: bigint; openBets: bigint };

/**
 * Sends the bet's statement (writeBet) with the stake's transfers and usage count; with a gate
 * on the one-trip path, none on the ordinary one.
 */
export type WriteBet = (
  trx: Transaction<Database>,
  transfers: TransferSpec[],
  usage: UsageUpsert | undefined,
  gate?: RawBuilder<boolean>,
) => Promise<void>;

/**
 * The account ids the one-trip path needs, learnt by the ordinary path, per customer of one
 * database: a bet that knows them sends its lock and its statement at once, with no read first.
 * An account's id and key never change (ledger accounts are append-only), and the gate checks
 * both anyway, so a wrong id only declines. After a decline the customer takes the ordinary path
 * for DECLINED_MS (a limit rarely goes), so a protected player does not pay a declined trip on
 * every bet. Process-local: a process that has not seen the customer takes the ordinary path.
 */
class KnownStakeAccounts {
  /** Most customers kept; a customer left out only takes the ordinary path once more. */
  static readonly MAX = 100_000;
  static readonly DECLINED_MS = 10 * 60_000;
  private readonly byCustomer = new Map<bigint, StakeAccountIds & { ordinaryUntil: number }>();

  get(customerId: bigint): StakeAccountIds | undefined {
    const k = this.byCustomer.get(customerId);
    return k && k.ordinaryUntil <= performance.now() ? k : undefined;
  }

  remember(customerId: bigint, ids: StakeAccountIds): void {
    const ordinaryUntil = this.byCustomer.get(customerId)?.ordinaryUntil ?? 0;
    if (this.byCustomer.size >= KnownStakeAccounts.MAX)
      this.byCustomer.delete(this.byCustomer.keys().next().value!);
    this.byCustomer.set(customerId, { player: ids.player, openBets: ids.openBets, ordinaryUntil });
  }

  declined(customerId: bigint): void {
    const k = this.byCustomer.get(customerId);
    if (k) k.ordinaryUntil = performance.now() + KnownStakeAccounts.DECLINED_MS;
  }
}
const knownOf = perDatabase(() => new KnownStakeAccounts());

/** The ids a placement of this customer may book with in one trip; undefined to take the ordinary path. */
export function knownStakeAccounts(db: Kysely<Database>, customerId: bigint): StakeAccountIds | undefined {
  return plainPlayApplies() ? knownOf(db).get(customerId) : undefined;
}

export function rememberStakeAccounts(db: Kysely<Database>, customerId: bigint, ids: StakeAccountIds): void {
  knownOf(db).remember(customerId, ids);
}

/**
 * The player's cash account row lock, deferred: it goes out with the bet's statement, which
 * PostgreSQL starts only once the lock is held, with a snapshot that sees every earlier bet of
 * the player (the per-event stake cap reads them). The transaction's settings ride along.
 */
async function lockPlainStake(trx: Transaction<Database>, ids: StakeAccountIds): Promise<void> {
  await deferred(
    trx,
    sql`select ${settingColumns({ ...GENERIC_PLANS, ...APP_BALANCE_NOTICES })},
      exists (select 1 from ledger_account where id = ${ids.player} for update)`,
  );
}

/**
 * What the bet's statement checks before the one-trip placement may book the stake; never null:
 * the ids are still this customer's cash and the open-bets accounts, the balance covers the stake
 * (so a refusal for money comes from the ordinary path, as always), no active bonus has sports
 * rules (the stake would be split), the player has no limits of their own (the ordinary path
 * reads and applies them, docs/decisions/079-bet-voids-and-player-limits.md), and protection has
 * nothing to say (plain-play.ts).
 */
function plainStakeGate(
  trx: Transaction<Database>,
  customerId: bigint,
  currency: string,
  ids: StakeAccountIds,
  amount: bigint,
): RawBuilder<boolean> {
  return sql<boolean>`coalesce((
    (select credits_posted - debits_posted - debits_pending from ledger_account
      where id = ${ids.player} and key = ${playerAccountKey(customerId, currency)}) >= ${amount}
    and exists (select 1 from ledger_account
      where id = ${ids.openBets} and key = ${systemAccountKey(...OPEN_BETS, currency)})
    and not exists (${sportsBonusQuery(trx, customerId)})
    and not exists (select 1 from sb_customer_limits where customer_id = ${customerId})
    and ${plainPlay(customerId)}), false)`;
}

/**
 * Books the stake and the bet in one write when the gate holds: false when it did not (nothing
 * written; the caller takes the ordinary path). `write` sends the bet's statement (writeBet)
 * with the gate.
 */
export async function bookPlain(
  db: Kysely<Database>,
  stake: { betId: string; customerId: bigint; amount: bigint; currency: string; live: boolean },
  ids: StakeAccountIds,
  write: WriteBet,
): Promise<boolean> {
  const { betId, customerId, amount, currency, live } = stake;
  try {
    await db.transaction().execute(async (trx) => {
      await lockPlainStake(trx, ids);
      const transfers = stakeLegs(ids, { id: betId, currency, live }, { cash: amount, bonus: 0n });
      const usage = await plainStakeUsage(trx, customerId, amount);
      await write(trx, transfers, usage, plainStakeGate(trx, customerId, currency, ids, amount));
    });
    return true;
  } catch (err) {
    // The bet's statement failed its gate (sb_decline): nothing was written.
    if (!refusalBy('sb_decline', err)) throw err;
    knownOf(db).declined(customerId);
    return false;
  }
}
