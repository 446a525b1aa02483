import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/**
 * The customer's spendable balance in lira, the one place every caller (session object,
 * GET user/balance) reads it. There is no wallet yet, so it is 0: the wallet issue replaces
 * this body with its ledger read. It lives in lib/ and not in modules/account because both
 * modules/auth (login) and modules/account use it, and modules may not import each other.
 */
export async function balanceOf(_db: Kysely<Database>, _customerId: bigint): Promise<number> {
  return 0;
}
