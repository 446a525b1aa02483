import type { Kysely } from 'kysely';
import { fromMinor } from '@lalebet/shared';
import type { Database } from '../../db/database.ts';
import { availableBalance } from '../ledger/accounts.ts';

/**
 * The customer's spendable balance in lira, the one place every caller (session object,
 * GET user/balance, hub Balance pushes) reads it: the ledger's available balance (posted
 * minus held), converted from kuruş only here at the edge.
 */
export async function balanceOf(db: Kysely<Database>, customerId: bigint): Promise<number> {
  return fromMinor(await availableBalance(db, customerId));
}
