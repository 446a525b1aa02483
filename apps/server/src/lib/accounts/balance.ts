import { type Kysely, type Transaction, sql } from 'kysely';
import { fromMinor } from '@lalebet/shared';
import type { Database } from '../../db/database.ts';
import { clock } from '../clock.ts';
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
  const cashKey = playerAccountKey(customerId);
  const rows = await db
    .selectFrom('ledger_account as a')
    .select(['a.key', sql<bigint>`a.credits_posted - a.debits_posted - a.debits_pending`.as('v')])
    .where('a.key', 'in', [cashKey, playerBonusAccountKey(customerId)])
    .where(({ eb, or, exists, selectFrom }) =>
      or([
        eb('a.key', '=', cashKey),
        exists(
          selectFrom('customer_bonus as b')
            .select('b.id')
            .where('b.customer_id', '=', customerId)
            .where('b.status', '=', 'active')
            .where('b.expires_at', '>', clock.now()),
        ),
      ]),
    )
    .execute();
  let cash = 0n;
  let bonus = 0n;
  for (const r of rows) {
    if (r.key === cashKey) cash = r.v;
    else bonus = r.v;
  }
  return { balance: fromMinor(cash), bonusBalance: fromMinor(bonus) };
}
