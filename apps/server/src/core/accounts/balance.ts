import { type Kysely, type Transaction, sql } from 'kysely';
import { fromMinor } from '@lalebet/shared';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import {
  DEFAULT_CURRENCY,
  availableBalance,
  bonusBalance,
  playerAccountKey,
  playerBonusAccountKey,
} from '../ledger/accounts.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** What the player sees: cash (the product's `balance`) and the active bonus beside it, in lira. */
export type Balances = { balance: number; bonusBalance: number };

/**
 * The customer's spendable balance in lira, the one place every caller (session object,
 * GET user/balance, hub Balance pushes) reads it: the ledger's available balance (posted
 * minus held), converted from kuruş only here at the edge.
 */
export async function balanceOf(db: Db, customerId: bigint): Promise<number> {
  return fromMinor(await availableBalance(db, customerId));
}

/**
 * Kuruş of the bonus balance that can be staked now: the bonus account while its bonus is active
 * and not past its expiry. Between the expiry and the sweep (up to a minute) the money is still
 * in the account but no longer spendable (ADR 012).
 */
export async function spendableBonus(
  db: Db,
  customerId: bigint,
  currency = DEFAULT_CURRENCY,
): Promise<bigint> {
  const live = await db
    .selectFrom('customer_bonus')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('status', '=', 'active')
    .where('expires_at', '>', clock.now())
    .executeTakeFirst();
  return live ? bonusBalance(db, customerId, currency) : 0n;
}

/**
 * Cash and spendable bonus together in one statement (one round trip: the balance poll of every
 * signed-in player calls this every 10 s), with the same rules as balanceOf and spendableBonus.
 */
export async function balancesOf(db: Db, customerId: bigint): Promise<Balances> {
  return (await readBalances(db, customerId)).balances;
}

/** What balancesOf read, and how long it holds without a change (balance-cache.ts). */
export type BalanceRead = {
  balances: Balances;
  /** The active bonus's expiry, after which its money no longer counts; null: no live bonus. */
  bonusUntil: Date | null;
  /** The ids of the cash and bonus accounts found. */
  accountIds: bigint[];
};

export async function readBalances(db: Db, customerId: bigint): Promise<BalanceRead> {
  const now = clock.now();
  const cashKey = playerAccountKey(customerId);
  const rows = await db
    .selectFrom('ledger_account as a')
    .select(({ selectFrom }) => [
      'a.id',
      'a.key',
      sql<bigint>`a.credits_posted - a.debits_posted - a.debits_pending`.as('v'),
      selectFrom('customer_bonus as b')
        .select(({ fn }) => fn.min('b.expires_at').as('until'))
        .where('b.customer_id', '=', customerId)
        .where('b.status', '=', 'active')
        .where('b.expires_at', '>', now)
        .as('until'),
    ])
    .where('a.key', 'in', [cashKey, playerBonusAccountKey(customerId)])
    .execute();
  let cash = 0n;
  let bonus = 0n;
  let until: Date | null = null;
  for (const r of rows) {
    until = r.until ?? null;
    if (r.key === cashKey) cash = r.v;
    else bonus = r.v;
  }
  if (!until) bonus = 0n;
  return {
    balances: { balance: fromMinor(cash), bonusBalance: fromMinor(bonus) },
    bonusUntil: until,
    accountIds: rows.map((r) => r.id),
  };
}
