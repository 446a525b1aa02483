import { createHash } from 'node:crypto';
import {
  type InsertQueryBuilder,
  type InsertResult,
  type Kysely,
  type RawBuilder,
  type Transaction,
  sql,
} from 'kysely';
import type { Database } from '../../db/database.ts';
import { deferred } from '../../db/deferred.ts';
import { thenCommit } from '../../db/then-commit.ts';
import { type LocalSettings, settingColumns } from '../../db/transaction-settings.ts';
import type { UsageUpsert } from '../../core/protection/index.ts';
import { clock } from '../../lib/clock.ts';
import {
  LedgerError,
  type TransferSpec,
  ensurePlayerAccount,
  ensureSystemAccount,
  ledgerErrorFrom,
  lockCashWithHouse,
  countPostedTransfers,
  newTransfersInsert,
  playerAccountKey,
  playerBonusAccountKey,
  systemAccountKey,
} from '../../core/ledger/index.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Only Hub88 for now; the column lets another aggregator keep its own id space. */
export const PROVIDER = 'hub88';

/**
 * For a call's opening statement (bet-open, win-open): the CTE `cash`, the player's cash account
 * in `currency` locked with its available kuruş (lockPlayerBalance's row), `customer` a subquery,
 * `when` a further condition; and the provider's house account id beside it.
 */
export const cashLockCte = (
  customer: RawBuilder<unknown>,
  currency: string,
  when: RawBuilder<unknown> = sql``,
) =>
  sql`cash as (
      select id, credits_posted - debits_posted - debits_pending as available from ledger_account
      where customer_id = ${customer} and kind = 'player' and currency = ${currency} ${when}
      for update)`;
export const houseAccountId = (currency: string) =>
  sql<bigint>`(select h.id from ledger_account h where h.key = ${systemAccountKey('provider', PROVIDER, currency)})`;

/** A signed 64-bit advisory-lock key for one name in this provider's lock space. */
const lockKey = (name: string) =>
  createHash('sha256').update(`${PROVIDER}|${name}`, 'utf8').digest().readBigInt64BE(0);

/** What one wallet call locks first: its transaction uuids, and the player it names. */
export type WalletKeys = { uuids: string[]; user: string };

/**
 * The advisory-lock keys of a call, in key order: one per transaction uuid (ADR 010) and one for
 * the player's user code. The player's key makes two calls of one player wait here, before
 * either has read anything, instead of at the cash row: a wait at the row lock ends in PostgreSQL
 * re-checking the whole opening statement against the row's new version (EvalPlanQual), which
 * cost more database CPU than the rest of the wait (docs/decisions/095-wallet-bet-database-cost.md).
 */
export function walletLockKeys({ uuids, user }: WalletKeys): bigint[] {
  const keys = new Set([...uuids.map(lockKey), lockKey(`user|${user}`)]);
  return [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Takes the transaction-scoped advisory locks in key order (no two calls can deadlock on them),
 * in one round trip: a function scan over an array yields its elements in array order. Nothing
 * else may share this statement: its snapshot predates the wait for the lock.
 */
export async function lockWalletKeys(
  trx: Transaction<Database>,
  call: WalletKeys,
  settings: LocalSettings,
): Promise<void> {
  const keys = walletLockKeys(call);
  // Deferred: sent with the statement after it, which PostgreSQL runs once the locks are held.
  // The call's transaction settings ride along (one row per key; never empty).
  await deferred(
    trx,
    sql`select ${settingColumns(settings)}, pg_advisory_xact_lock(k)
      from unnest(${keys.map(String)}::bigint[]) as u(k)`,
  );
}

export function findTransaction(trx: Transaction<Database>, uuid: string) {
  return trx
    .selectFrom('wallet_transaction')
    .selectAll()
    .where('provider', '=', PROVIDER)
    .where('transaction_uuid', '=', uuid)
    .executeTakeFirst();
}
export type WalletTxRow = NonNullable<Awaited<ReturnType<typeof findTransaction>>>;
/** A wallet row as a LEFT JOIN answers it: every column may be null. */
export type NullableTxRow = { [K in keyof WalletTxRow]: WalletTxRow[K] | null };

export type NewWalletTx = Omit<
  WalletTxRow,
  | 'provider'
  | 'created_at'
  | 'rolled_back'
  | 'bonus_amount'
  | 'customer_bonus_id'
  | 'wagering_counted'
  | 'reward_uuid'
> &
  Partial<Pick<WalletTxRow, 'bonus_amount' | 'customer_bonus_id' | 'wagering_counted' | 'reward_uuid'>>;

/**
 * Records a wallet call. With `also`, one statement (CTEs) writes the call's ledger transfers
 * (every tracked account of them already locked by the caller), its game_round upsert and its
 * loss-window count too: one round trip instead of four while the locks are held.
 */
export async function insertTransaction(
  trx: Transaction<Database>,
  row: NewWalletTx,
  also: {
    round?: InsertQueryBuilder<Database, 'game_round', InsertResult>;
    legs?: TransferSpec[];
    /** The loss window's count of a win (protection's winsUsage). */
    usage?: UsageUpsert;
    /**
     * The call's last statement: the commit goes with it (db/then-commit.ts), so
     * the caller decides nothing after it.
     */
    last?: boolean;
  } = {},
): Promise<void> {
  const insert = trx
    .insertInto('wallet_transaction')
    .values({ ...row, provider: PROVIDER, created_at: clock.now() });
  const legs = also.legs ?? [];
  const ctes = [
    ...(legs.length ? [sql`legs as (${newTransfersInsert(trx, legs, { strict: also.last })})`] : []),
    ...(also.round ? [sql`round_upsert as (${also.round})`] : []),
    ...(also.usage ? [sql`usage_upsert as (${also.usage})`] : []),
  ];
  const send = <R>(statement: RawBuilder<R>) =>
    also.last ? thenCommit(trx, statement) : statement.execute(trx);
  if (!ctes.length) {
    await send(sql`${insert}`);
    return;
  }
  const counted = legs.length ? sql<number>`(select count(*) from legs)::int` : sql<number>`0`;
  try {
    const { rows } = await send(
      sql<{ legs: number }>`with ${sql.join(ctes)} ${insert.returning(counted.as('legs'))}`,
    );
    // The ids derive from this call's transaction_uuid, unseen under its lock: one already
    // recorded means the books disagree with the wallet's rows; refuse rather than guess.
    if (Number(rows[0]?.legs) !== legs.length) throw new LedgerError('exists_with_different');
    countPostedTransfers(legs.length);
  } catch (err) {
    throw ledgerErrorFrom(err) ?? err;
  }
}

/** Whether some rollback names this bet: applied, or a tombstone left before the bet arrived. */
export async function hasRollbackOf(trx: Transaction<Database>, betUuid: string): Promise<boolean> {
  const row = await trx
    .selectFrom('wallet_transaction')
    .select('transaction_uuid')
    .where('provider', '=', PROVIDER)
    .where('reference_transaction_uuid', '=', betUuid)
    .where('kind', '=', 'rollback')
    .executeTakeFirst();
  return !!row;
}

export async function markRolledBack(trx: Transaction<Database>, betUuid: string): Promise<void> {
  await trx
    .updateTable('wallet_transaction')
    .set({ rolled_back: true })
    .where('provider', '=', PROVIDER)
    .where('transaction_uuid', '=', betUuid)
    .execute();
}

/** Whether a win was accepted in this round: a bet of a settled round is not refunded. */
export async function roundHasWin(trx: Transaction<Database>, round: string): Promise<boolean> {
  const row = await trx
    .selectFrom('wallet_transaction')
    .select('transaction_uuid')
    .where('provider', '=', PROVIDER)
    .where('round', '=', round)
    .where('kind', '=', 'win')
    .where('applied', '=', true)
    .executeTakeFirst();
  return !!row;
}

/** The customer the provider calls `user` (our user code), with what the wallet checks. */
export function findCustomer(db: Db, userCode: string) {
  return db
    .selectFrom('customer')
    .innerJoin('country', 'country.id', 'customer.country_id')
    .select(['customer.id', 'customer.user_code', 'customer.disabled_at', 'country.code as country'])
    .where('customer.user_code', '=', userCode)
    .executeTakeFirst();
}

/** The launch a token was issued for (looked up by its hash; the token itself is never stored). */
export function findSession(db: Db, tokenHash: string) {
  return db
    .selectFrom('game_session')
    .select(['customer_id', 'currency', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** The game's casino categories when it and its provider are enabled, else undefined. */
export async function findEnabledGame(
  db: Db,
  gameCode: string,
): Promise<{ categories: string[] } | undefined> {
  return db
    .selectFrom('casino_game')
    .innerJoin('casino_provider', 'casino_provider.id', 'casino_game.provider_id')
    .select('casino_game.categories')
    .where('casino_game.game_code', '=', gameCode)
    .where('casino_game.enabled', '=', true)
    .where('casino_provider.enabled', '=', true)
    .executeTakeFirst();
}

/** The player's cash account locked, with the aggregator's house account (one round trip). */
export const lockPlayerBalance = (trx: Transaction<Database>, customerId: bigint, currency: string) =>
  lockCashWithHouse(trx, customerId, currency, PROVIDER);

/**
 * What a win pays into, in one round trip: the player's cash account locked (so the balance
 * answered is exact), the provider's house account, and the bonus balance the player may stake
 * (the bonus account while its bonus is active and unexpired, as spendableBonus reads it).
 */
export async function lockPlayerForWin(
  trx: Transaction<Database>,
  customerId: bigint,
  currency: string,
): Promise<{ account: bigint; available: bigint; house: bigint; bonus: bigint; owes: boolean }> {
  const house = systemAccountKey('provider', PROVIDER, currency);
  const lock = () =>
    sql<{ id: bigint; available: bigint; house: bigint | null; bonus: bigint | null; owes: boolean }>`
    select id, credits_posted - debits_posted - debits_pending as available,
      (select h.id from ledger_account h where h.key = ${house}) as house,
      (select b.credits_posted - b.debits_posted - b.debits_pending from ledger_account b
        where b.key = ${playerBonusAccountKey(customerId, currency)}
          and exists (select 1 from customer_bonus cb where cb.customer_id = ${customerId}
            and cb.status = 'active' and cb.expires_at > ${clock.now()})) as bonus,
      exists (select 1 from sb_bet_debt d where d.customer_id = ${customerId} and d.resolved_at is null) as owes
    from ledger_account where key = ${playerAccountKey(customerId, currency)} for update`.execute(trx);
  let { rows } = await lock();
  if (!rows[0] || rows[0].house == null) {
    await ensurePlayerAccount(trx, customerId, currency);
    await ensureSystemAccount(trx, 'provider', PROVIDER, currency);
    ({ rows } = await lock());
  }
  const row = rows[0]!;
  return {
    account: BigInt(row.id),
    available: BigInt(row.available),
    house: BigInt(row.house!),
    bonus: row.bonus == null ? 0n : BigInt(row.bonus),
    owes: row.owes === true,
  };
}
