import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { learnAccountOwner } from '../../infra/cache/ledger-writes.ts';

type Db = Kysely<Database> | Transaction<Database>;

export const DEFAULT_CURRENCY = 'TRY';

/** Unbounded house-side accounts: entries only, never a row lock (see the ledger migration). */
export type SystemAccountKind =
  'gateway' | 'withdrawals' | 'provider' | 'bonus' | 'sportsbook' | 'adjustment';

export const playerAccountKey = (customerId: bigint, currency = DEFAULT_CURRENCY) =>
  `player:${customerId}:${currency}`;
/** A player's bonus money (ADR 012): apart from cash, so it is never withdrawn by mistake. */
export const playerBonusAccountKey = (customerId: bigint, currency = DEFAULT_CURRENCY) =>
  `bonus:${customerId}:${currency}`;
export const systemAccountKey = (kind: SystemAccountKind, name: string, currency = DEFAULT_CURRENCY) =>
  `${kind}:${name}:${currency}`;

/** Returns the id of the account with this key, creating it on first use (safe under races). */
async function ensureAccount(
  db: Db,
  row: {
    key: string;
    kind: string;
    currency: string;
    customer_id: bigint | null;
    tracked: boolean;
    no_overdraft: boolean;
  },
): Promise<bigint> {
  const id = await findOrCreateAccount(db, row);
  // The balance cache must know whose balance a posting to this account changes.
  if (row.customer_id !== null) learnAccountOwner(id, row.customer_id);
  return id;
}

async function findOrCreateAccount(db: Db, row: Parameters<typeof ensureAccount>[1]): Promise<bigint> {
  const found = await db
    .selectFrom('ledger_account')
    .select('id')
    .where('key', '=', row.key)
    .executeTakeFirst();
  if (found) return found.id;
  await db
    .insertInto('ledger_account')
    .values(row)
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const made = await db
    .selectFrom('ledger_account')
    .select('id')
    .where('key', '=', row.key)
    .executeTakeFirstOrThrow();
  return made.id;
}

/** A player's cash account: tracked and never below zero. */
export function ensurePlayerAccount(
  db: Db,
  customerId: bigint,
  currency = DEFAULT_CURRENCY,
): Promise<bigint> {
  return ensureAccount(db, {
    key: playerAccountKey(customerId, currency),
    kind: 'player',
    currency,
    customer_id: customerId,
    tracked: true,
    no_overdraft: true,
  });
}

/** A player's bonus account: tracked and never below zero, funded from the house `bonus` account. */
export function ensurePlayerBonusAccount(
  db: Db,
  customerId: bigint,
  currency = DEFAULT_CURRENCY,
): Promise<bigint> {
  return ensureAccount(db, {
    key: playerBonusAccountKey(customerId, currency),
    kind: 'player_bonus',
    currency,
    customer_id: customerId,
    tracked: true,
    no_overdraft: true,
  });
}

/** A house-side account: untracked and unbounded; postings only append entries to it. */
export function ensureSystemAccount(
  db: Db,
  kind: SystemAccountKind,
  name: string,
  currency = DEFAULT_CURRENCY,
): Promise<bigint> {
  const key = systemAccountKey(kind, name, currency);
  return ensureAccount(db, { key, kind, currency, customer_id: null, tracked: false, no_overdraft: false });
}

/** Spendable kuruş: posted credits minus posted debits minus held (pending) debits. 0 without an account. */
export async function availableBalance(
  db: Db,
  customerId: bigint,
  currency = DEFAULT_CURRENCY,
): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_account')
    .select(['credits_posted', 'debits_posted', 'debits_pending'])
    .where('key', '=', playerAccountKey(customerId, currency))
    .executeTakeFirst();
  return row ? row.credits_posted - row.debits_posted - row.debits_pending : 0n;
}

/** The player's bonus money in kuruş (posted credits minus posted and held debits). 0 without an account. */
export async function bonusBalance(db: Db, customerId: bigint, currency = DEFAULT_CURRENCY): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_account')
    .select(['credits_posted', 'debits_posted', 'debits_pending'])
    .where('key', '=', playerBonusAccountKey(customerId, currency))
    .executeTakeFirst();
  return row ? row.credits_posted - row.debits_posted - row.debits_pending : 0n;
}

/**
 * Locks the player's cash account row and returns its id and available kuruş beside the id of a
 * provider's house account (never locked), creating either on first use. A seamless wallet's one
 * round trip: concurrent bets of one player check the balance one after another, and a refusal
 * never depends on a ledger error.
 */
export async function lockCashWithHouse(
  trx: Transaction<Database>,
  customerId: bigint,
  currency: string,
  provider: string,
): Promise<{ account: bigint; available: bigint; house: bigint }> {
  const house = systemAccountKey('provider', provider, currency);
  const lock = () =>
    sql<{ id: bigint; available: bigint; house: bigint | null }>`
    select id, credits_posted - debits_posted - debits_pending as available,
      (select h.id from ledger_account h where h.key = ${house}) as house
    from ledger_account where key = ${playerAccountKey(customerId, currency)} for update`.execute(trx);
  let { rows } = await lock();
  if (!rows[0] || rows[0].house == null) {
    await ensurePlayerAccount(trx, customerId, currency);
    await ensureSystemAccount(trx, 'provider', provider, currency);
    ({ rows } = await lock());
  }
  const row = rows[0]!;
  return { account: BigInt(row.id), available: BigInt(row.available), house: BigInt(row.house!) };
}
