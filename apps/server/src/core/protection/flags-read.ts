import type { RiskFlagKind } from '@lalebet/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * docs/rules.md R39: a strong marker of harm blocks marketing and new
 * bonus take-up until staff review it. Bonus claims and marketing audiences ask this.
 */
export async function hasStrongOpenFlag(db: Db, customerId: bigint): Promise<boolean> {
  const row = await db
    .selectFrom('rg_flag')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('severity', '=', 'strong')
    .where('reviewed_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

/** Whether this kind is already waiting in the queue (or was raised since `since`): no duplicates. */
export async function hasRecentFlag(
  db: Db,
  customerId: bigint,
  kind: RiskFlagKind,
  since: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('rg_flag')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('kind', '=', kind)
    .where((eb) => eb.or([eb('reviewed_at', 'is', null), eb('created_at', '>=', since)]))
    .limit(1)
    .executeTakeFirst();
  return !!row;
}
