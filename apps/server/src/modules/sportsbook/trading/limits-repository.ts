import { sportsLimitsCanonicalPayload } from '@lalebet/shared';
import type { Insertable, Kysely, Transaction } from 'kysely';
import { payloadHash } from '../../../core/approvals/index.ts';
import type { Database } from '../../../db/database.ts';
import type { SbCustomerLimitsRequestTable } from './void-limits.table.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A player's limits: factor in hundredths, payout cap in kuruş (null: the book's), sharp. */
export type PlayerLimits = { stakeFactor: number; maxPayout: bigint | null; sharp: boolean };
/** Without a row: the book's limits as they are. */
export const BOOK_LIMITS: PlayerLimits = { stakeFactor: 100, maxPayout: null, sharp: false };

export const limitsRequestHash = (customerId: bigint, l: PlayerLimits, reason: string) =>
  payloadHash(
    sportsLimitsCanonicalPayload({
      customerId,
      stakeFactorHundredths: l.stakeFactor,
      maxPayout: l.maxPayout,
      sharp: l.sharp,
      reason,
    }),
  );

/** The player's limits with who set them last; undefined without a row. */
export function findLimits(db: Db, customerId: bigint) {
  return db
    .selectFrom('sb_customer_limits as l')
    .innerJoin('admin_user as a', 'a.id', 'l.updated_by')
    .select(['l.stake_factor', 'l.max_payout', 'l.sharp', 'l.updated_at', 'a.username as updated_by'])
    .where('l.customer_id', '=', customerId)
    .executeTakeFirst();
}

/** The row locked (a change reads what it changes); undefined without one. */
export async function lockLimits(
  trx: Transaction<Database>,
  customerId: bigint,
): Promise<PlayerLimits | undefined> {
  const row = await trx
    .selectFrom('sb_customer_limits')
    .select(['stake_factor', 'max_payout', 'sharp'])
    .where('customer_id', '=', customerId)
    .forUpdate()
    .executeTakeFirst();
  return row && { stakeFactor: row.stake_factor, maxPayout: row.max_payout, sharp: row.sharp };
}

export async function writeLimits(
  trx: Transaction<Database>,
  customerId: bigint,
  l: PlayerLimits,
  by: bigint,
  now: Date,
): Promise<void> {
  const values = {
    stake_factor: l.stakeFactor,
    max_payout: l.maxPayout,
    sharp: l.sharp,
    updated_at: now,
    updated_by: by,
  };
  await trx
    .insertInto('sb_customer_limits')
    .values({ customer_id: customerId, ...values })
    .onConflict((oc) => oc.column('customer_id').doUpdateSet(values))
    .execute();
}

export async function insertLimitsRequest(
  trx: Transaction<Database>,
  row: Insertable<SbCustomerLimitsRequestTable>,
) {
  const { id } = await trx
    .insertInto('sb_customer_limits_request')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Requests with the names an approver reads: player, requester and decider. */
export function limitsRequestViews(db: Db, ids: bigint[]) {
  return db
    .selectFrom('sb_customer_limits_request as q')
    .innerJoin('customer as c', 'c.id', 'q.customer_id')
    .innerJoin('admin_user as r', 'r.id', 'q.requested_by')
    .leftJoin('admin_user as d', 'd.id', 'q.decided_by')
    .selectAll('q')
    .select(['c.username', 'r.username as requester', 'd.username as decider'])
    .where('q.id', 'in', ids)
    .execute();
}
