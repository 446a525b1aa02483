import { createHash } from 'node:crypto';
import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import { ensurePlayerAccount, playerAccountKey } from '../../lib/ledger/index.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Only Hub88 for now; the column lets another aggregator keep its own id space. */
export const PROVIDER = 'hub88';

/** A signed 64-bit advisory-lock key for one transaction uuid of this provider. */
const lockKey = (uuid: string) =>
  createHash('sha256').update(`${PROVIDER}|${uuid}`, 'utf8').digest().readBigInt64BE(0);

/** Takes the transaction-scoped advisory locks in key order (no two calls can deadlock on them). */
export async function lockWalletKeys(trx: Transaction<Database>, uuids: string[]): Promise<void> {
  const keys = [...new Set(uuids.map(lockKey))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const key of keys) await sql`select pg_advisory_xact_lock(${String(key)}::bigint)`.execute(trx);
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
 * first (the tombstone): one round trip for what a new bet checks before anything else.
 */
export async function findBetAndTombstone(
  trx: Transaction<Database>,
  uuid: string,
): Promise<{ seen: WalletTxRow | undefined; tombstone: boolean }> {
  const rows = await trx
    .selectFrom('wallet_transaction')
    .selectAll()
    .where('provider', '=', PROVIDER)
    .where((eb) =>
      eb.or([
        eb('transaction_uuid', '=', uuid),
        eb.and([eb('reference_transaction_uuid', '=', uuid), eb('kind', '=', 'rollback')]),
      ]),
    )
    .execute();
  return {
    seen: rows.find((r) => r.transaction_uuid === uuid),
    tombstone: rows.some((r) => r.kind === 'rollback' && r.reference_transaction_uuid === uuid),
  };
}

export type NewWalletTx = Omit<
  WalletTxRow,
  'provider' | 'created_at' | 'rolled_back' | 'bonus_amount' | 'customer_bonus_id' | 'wagering_counted'
> &
  Partial<Pick<WalletTxRow, 'bonus_amount' | 'customer_bonus_id' | 'wagering_counted'>>;

export async function insertTransaction(trx: Transaction<Database>, row: NewWalletTx): Promise<void> {
  await trx
    .insertInto('wallet_transaction')
    .values({ ...row, provider: PROVIDER, created_at: clock.now() })
    .execute();
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

/**
 * Locks the player's cash account row and returns its id and available kuruş, so concurrent bets
 * of one player check the balance one after another and a refusal never depends on a ledger error.
 */
export async function lockPlayerBalance(
  trx: Transaction<Database>,
  customerId: bigint,
  currency: string,
): Promise<{ account: bigint; available: bigint }> {
  // One round trip on the hot path: the account by its key, locked. Created first only once.
  const lock = () =>
    sql<{ id: bigint; available: bigint }>`
    select id, credits_posted - debits_posted - debits_pending as available from ledger_account
    where key = ${playerAccountKey(customerId, currency)} for update`.execute(trx);
  let { rows } = await lock();
  if (!rows[0]) {
    await ensurePlayerAccount(trx, customerId, currency);
    ({ rows } = await lock());
  }
  return { account: BigInt(rows[0]!.id), available: BigInt(rows[0]!.available) };
}
