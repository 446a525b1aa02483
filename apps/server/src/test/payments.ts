import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/** Payment fixtures used beyond the payments module (hub, kill and migration tests too). */

/** Valid payout details (checksums pass). */
export const IBAN = 'TR33 0006 1005 1978 6457 8413 26';
export const CARD = '4111 1111 1111 1111';
export const TRON = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

/** The id of a seeded payment method: direction 1 deposit, 2 withdrawal. */
export async function methodId(db: Kysely<Database>, direction: 1 | 2, code: string): Promise<number> {
  const row = await db
    .selectFrom('payment_method')
    .select('id')
    .where('direction', '=', direction)
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}
