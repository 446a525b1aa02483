import { type Kysely, type RawBuilder, type Transaction, sql } from 'kysely';
import type { Database } from '../../../../db/database.ts';
import { GENERIC_PLANS } from '../../../../db/generic-plans.ts';
import { DEFERRED } from '../../../../db/prepared-client.ts';
import { settingColumns } from '../../../../db/transaction-settings.ts';
import { APP_BALANCE_NOTICES } from '../../../../infra/cache/balance-notices.ts';
import { type TransferSpec, playerAccountKey, systemAccountKey } from '../../../../core/ledger/index.ts';
import type { UsageUpsert } from '../../../../core/protection/usage.ts';
import { plainPlay, plainPlayApplies, plainStakeUsage } from '../../../../core/protection/plain-play.ts';
import { sportsBonusQuery } from '../../../../core/bonus/sports.ts';
import { OPEN_BETS, stakeLegs } from './stake.ts';

/**
 * The one-trip placement (docs/decisions/039-pipelined-statements-and-balance-notices.md, "Sixth
 * pass"): for a player whose stake nothing can refuse but the balance, the account lock, the bet
 * and the commit leave in one write. The bet's statement checks that this holds (plainStakeGate)
 * and, where it does not, fails with sb_decline: nothing is written, and the placement takes the
 * ordinary path, which reads the facts and gives the refusal, if any, its usual answer.
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

/** Most customers kept; a customer left out only takes the ordinary path once more. */
const MAX_KNOWN = 100_000;
/** After a decline the customer takes the ordinary path for this long (a limit rarely goes). */
const DECLINED_MS = 10 * 60_000;
type Known = StakeAccountIds & { ordinaryUntil: number };
const known = new WeakMap<object, Map<bigint, Known>>();
/** One map per database: the adapter is shared by a Kysely instance, its plugins and transactions. */
const mapOf = (db: Kysely<Database>) => db.getExecutor().adapter;

/**
 * The cash and open-bets account ids a placement of this customer used, learnt by the ordinary
 * path; undefined after a recent decline. An account's id and key never change (ledger accounts
 * are append-only), and the gate checks both anyway, so a wrong id only declines.
 */
export function knownStakeAccounts(db: Kysely<Database>, customerId: bigint): StakeAccountIds | undefined {
  const k = known.get(mapOf(db))?.get(customerId);
  return k && k.ordinaryUntil <= performance.now() && plainPlayApplies() ? k : undefined;
}

export function rememberStakeAccounts(db: Kysely<Database>, customerId: bigint, ids: StakeAccountIds): void {
  let byCustomer = known.get(mapOf(db));
  if (!byCustomer) known.set(mapOf(db), (byCustomer = new Map()));
  const ordinaryUntil = byCustomer.get(customerId)?.ordinaryUntil ?? 0;
  if (byCustomer.size >= MAX_KNOWN) byCustomer.delete(byCustomer.keys().next().value!);
  byCustomer.set(customerId, { player: ids.player, openBets: ids.openBets, ordinaryUntil });
}

/**
 * The player's cash account row lock, deferred: it goes out with the bet's statement, which
 * PostgreSQL starts only once the lock is held, with a snapshot that sees every earlier bet of
 * the player (the per-event stake cap reads them). The transaction's settings ride along.
 */
async function lockPlainStake(trx: Transaction<Database>, ids: StakeAccountIds): Promise<void> {
  await sql`${sql.raw(DEFERRED)}select ${settingColumns({ ...GENERIC_PLANS, ...APP_BALANCE_NOTICES })},
    exists (select 1 from ledger_account where id = ${ids.player} for update)`.execute(trx);
}

/**
 * What the bet's statement checks before the one-trip placement may book the stake; never null:
 * the ids are still this customer's cash and the open-bets accounts, the balance covers the stake
 * (so a refusal for money comes from the ordinary path, as always), no active bonus has sports
 * rules (the stake would be split), and protection has nothing to say (plain-play.ts).
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
    and ${plainPlay(customerId)}), false)`;
}

/** The bet's statement failed its gate: nothing was written. */
function declined(err: unknown): boolean {
  const e = err as { code?: string; hint?: string } | null;
  return e?.code === 'P0001' && !!e.hint?.startsWith('sb_decline_');
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
    if (!declined(err)) throw err;
    const k = known.get(mapOf(db))?.get(customerId);
    if (k) k.ordinaryUntil = performance.now() + DECLINED_MS;
    return false;
  }
}
