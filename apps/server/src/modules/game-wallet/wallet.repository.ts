import { createHash } from 'node:crypto';
import { type InsertQueryBuilder, type InsertResult, type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import {
  LedgerError,
  type TransferSpec,
  ensurePlayerAccount,
  ensureSystemAccount,
  ledgerErrorFrom,
  newTransfersInsert,
  playerAccountKey,
  playerBonusAccountKey,
  systemAccountKey,
} from '../../core/ledger/index.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Only Hub88 for now; the column lets another aggregator keep its own id space. */
export const PROVIDER = 'hub88';

/** A signed 64-bit advisory-lock key for one transaction uuid of this provider. */
const lockKey = (uuid: string) =>
  createHash('sha256').update(`${PROVIDER}|${uuid}`, 'utf8').digest().readBigInt64BE(0);

/**
 * Takes the transaction-scoped advisory locks in key order (no two calls can deadlock on them),
 * in one round trip: a function scan over an array yields its elements in array order. Nothing
 * else may share this statement: its snapshot predates the wait for the lock.
 */
export async function lockWalletKeys(trx: Transaction<Database>, uuids: string[]): Promise<void> {
  const keys = [...new Set(uuids.map(lockKey))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  await sql`select pg_advisory_xact_lock(k) from unnest(${keys.map(String)}::bigint[]) as u(k)`.execute(trx);
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

/**
 * A bet's own row, if this transaction_uuid was seen, and whether a rollback naming it came
 * first (the tombstone): one round trip for what a new bet checks before anything else. The
 * same statement locks the customer's active bonus row, if any (the bonus row comes first in
 * the lock order, ADR 012), and says whether there was one: without it the bet skips
 * lockActiveBonus's round trip.
 */
export async function findBetAndTombstone(
  trx: Transaction<Database>,
  uuid: string,
  customerId: bigint | null,
): Promise<{ seen: WalletTxRow | undefined; tombstone: boolean; activeBonus: boolean }> {
  const { rows } = await sql<Nullable<WalletTxRow> & { active_bonuses: number }>`
    with b as (
      select id from customer_bonus where customer_id = ${customerId} and status = 'active'
        and expires_at > ${clock.now()} for update)
    select (select count(*) from b)::int as active_bonuses, t.*
    from (select 1) as one
    left join wallet_transaction t on t.provider = ${PROVIDER}
      and (t.transaction_uuid = ${uuid} or (t.reference_transaction_uuid = ${uuid} and t.kind = 'rollback'))`.execute(
    trx,
  );
  const found = rows.filter((r) => r.transaction_uuid != null) as WalletTxRow[];
  return {
    seen: found.find((r) => r.transaction_uuid === uuid),
    tombstone: found.some((r) => r.kind === 'rollback' && r.reference_transaction_uuid === uuid),
    activeBonus: Number(rows[0]?.active_bonuses ?? 0) > 0,
  };
}
type Nullable<T> = { [K in keyof T]: T[K] | null };

export type NewWalletTx = Omit<
  WalletTxRow,
  'provider' | 'created_at' | 'rolled_back' | 'bonus_amount' | 'customer_bonus_id' | 'wagering_counted'
> &
  Partial<Pick<WalletTxRow, 'bonus_amount' | 'customer_bonus_id' | 'wagering_counted'>>;

/**
 * Records a wallet call. With `also`, one statement (CTEs) writes the call's ledger transfers
 * (every tracked account of them already locked by the caller), its game_round upsert and its
 * count in the player's protection usage too: one round trip instead of four while the locks
 * are held.
 */
export async function insertTransaction(
  trx: Transaction<Database>,
  row: NewWalletTx,
  also: {
    round?: InsertQueryBuilder<Database, 'game_round', InsertResult>;
    legs?: TransferSpec[];
    /** The player-protection usage row's count (core/protection/limits.ts). */
    usage?: InsertQueryBuilder<Database, 'rg_usage_day', InsertResult> | null;
  } = {},
): Promise<void> {
  const insert = trx
    .insertInto('wallet_transaction')
    .values({ ...row, provider: PROVIDER, created_at: clock.now() });
  const legs = also.legs ?? [];
  const ctes = [
    ...(legs.length ? [sql`legs as (${newTransfersInsert(trx, legs)})`] : []),
    ...(also.round ? [sql`round_upsert as (${also.round})`] : []),
    ...(also.usage ? [sql`usage_count as (${also.usage})`] : []),
  ];
  if (!ctes.length) {
    await insert.execute();
    return;
  }
  const counted = legs.length ? sql<number>`(select count(*) from legs)::int` : sql<number>`0`;
  try {
    const { rows } = await sql<{
      legs: number;
    }>`with ${sql.join(ctes)} ${insert.returning(counted.as('legs'))}`.execute(trx);
    // The ids derive from this call's transaction_uuid, unseen under its lock: one already
    // recorded means the books disagree with the wallet's rows; refuse rather than guess.
    if (Number(rows[0]?.legs) !== legs.length) throw new LedgerError('exists_with_different');
  } catch (err) {
    throw ledgerErrorFrom(err) ?? err;
  }
}

/**
 * What a win checks first, in one round trip: the win's own row (a replay), the bet it names,
 * and whether some rollback names that bet (applied, or a tombstone left before the bet).
 */
export async function findWinAndBet(
  trx: Transaction<Database>,
  winUuid: string,
  betUuid: string,
): Promise<{ seen: WalletTxRow | undefined; bet: WalletTxRow | undefined; rollbackOfBet: boolean }> {
  const rows = await trx
    .selectFrom('wallet_transaction')
    .selectAll()
    .where('provider', '=', PROVIDER)
    .where((eb) =>
      eb.or([
        eb('transaction_uuid', 'in', [winUuid, betUuid]),
        eb.and([eb('reference_transaction_uuid', '=', betUuid), eb('kind', '=', 'rollback')]),
      ]),
    )
    .execute();
  return {
    seen: rows.find((r) => r.transaction_uuid === winUuid),
    bet: rows.find((r) => r.transaction_uuid === betUuid),
    rollbackOfBet: rows.some((r) => r.kind === 'rollback' && r.reference_transaction_uuid === betUuid),
  };
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

/**
 * Everything a bet checks that the wallet's locks do not guard, in one round trip and before the
 * transaction opens (no connection waits idle in a transaction for it): the customer by user
 * code, the launch by its token hash with the game it was issued for, and the bet's game with its
 * categories when it and its provider are enabled. A field is null when its row is missing.
 */
export async function findBetContext(db: Db, userCode: string, tokenHash: string, gameCode: string) {
  const { rows } = await sql<{
    customer_id: bigint | null;
    disabled_at: Date | null;
    session_customer_id: bigint | null;
    session_currency: string | null;
    session_expires_at: Date | null;
    session_game_code: string | null;
    game_categories: string[] | null;
  }>`
    select c.id as customer_id, c.disabled_at,
      s.customer_id as session_customer_id, s.currency as session_currency,
      s.expires_at as session_expires_at, sg.game_code as session_game_code,
      g.categories as game_categories
    from (select 1) as one
    left join customer c on c.user_code = ${userCode}
      and exists (select 1 from country where country.id = c.country_id)
    left join game_session s on s.token_hash = ${tokenHash}
    left join casino_game sg on sg.id = s.game_id
    left join (casino_game g join casino_provider p on p.id = g.provider_id and p.enabled)
      on g.game_code = ${gameCode} and g.enabled`.execute(db);
  const r = rows[0]!;
  return {
    customer: r.customer_id == null ? undefined : { id: BigInt(r.customer_id), disabled_at: r.disabled_at },
    session:
      r.session_customer_id == null
        ? undefined
        : {
            customer_id: BigInt(r.session_customer_id),
            currency: r.session_currency!,
            expires_at: new Date(r.session_expires_at!),
            game_code: r.session_game_code!,
          },
    game: r.game_categories == null ? undefined : { categories: r.game_categories },
  };
}
export type BetContext = Awaited<ReturnType<typeof findBetContext>>;

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

/**
 * Locks the player's cash account row and returns its id and available kuruş, so concurrent bets
 * of one player check the balance one after another and a refusal never depends on a ledger error.
 */
export async function lockPlayerBalance(
  trx: Transaction<Database>,
  customerId: bigint,
  currency: string,
): Promise<{ account: bigint; available: bigint; house: bigint }> {
  // One round trip on the hot path: the account by its key, locked, with the id of the
  // provider's house account (untracked: never locked) beside it. Each created only once.
  const house = systemAccountKey('provider', PROVIDER, currency);
  const lock = () =>
    sql<{ id: bigint; available: bigint; house: bigint | null }>`
    select id, credits_posted - debits_posted - debits_pending as available,
      (select h.id from ledger_account h where h.key = ${house}) as house
    from ledger_account where key = ${playerAccountKey(customerId, currency)} for update`.execute(trx);
  let { rows } = await lock();
  if (!rows[0] || rows[0].house == null) {
    await ensurePlayerAccount(trx, customerId, currency);
    await ensureSystemAccount(trx, 'provider', PROVIDER, currency);
    ({ rows } = await lock());
  }
  const row = rows[0]!;
  return { account: BigInt(row.id), available: BigInt(row.available), house: BigInt(row.house!) };
}

/**
 * What a win pays into, in one round trip: the player's cash account locked (so the balance
 * answered is exact), the provider's house account, and the bonus balance the player may stake
 * (the bonus account while its bonus is active and unexpired, as spendableBonus reads it).
 */
export async function lockPlayerForWin(
  trx: Transaction<Database>,
  customerId: bigint,
  currency: string,
): Promise<{ account: bigint; available: bigint; house: bigint; bonus: bigint }> {
  const house = systemAccountKey('provider', PROVIDER, currency);
  const lock = () =>
    sql<{ id: bigint; available: bigint; house: bigint | null; bonus: bigint | null }>`
    select id, credits_posted - debits_posted - debits_pending as available,
      (select h.id from ledger_account h where h.key = ${house}) as house,
      (select b.credits_posted - b.debits_posted - b.debits_pending from ledger_account b
        where b.key = ${playerBonusAccountKey(customerId, currency)}
          and exists (select 1 from customer_bonus cb where cb.customer_id = ${customerId}
            and cb.status = 'active' and cb.expires_at > ${clock.now()})) as bonus
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
  };
}
