import { bonusGrantCanonicalPayload } from '@lalebet/shared';
import type { Insertable, Kysely, Transaction } from 'kysely';
import { payloadHash } from '../../core/approvals/index.ts';
import type { Database } from '../../db/database.ts';
import type { BonusGrantRequestTable } from './bonus.table.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** What a grant approval is bound to: sha256 of customer, definition, amount and reason. */
export function grantRequestHash(g: {
  customerId: bigint;
  definitionId: number;
  amount: bigint;
  reason: string;
}): string {
  return payloadHash(bonusGrantCanonicalPayload(g));
}

export async function insertGrantRequest(
  trx: Transaction<Database>,
  row: Insertable<BonusGrantRequestTable>,
) {
  const { id } = await trx
    .insertInto('bonus_grant_request')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The request as it stands, unlocked (the approval locks it again in its transaction). */
export function findGrantRequest(db: Db, id: bigint) {
  return db.selectFrom('bonus_grant_request').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Requests with the names an approver reads: player, definition, requester and decider. */
export function grantRequestViews(db: Db, ids: bigint[]) {
  return db
    .selectFrom('bonus_grant_request as g')
    .innerJoin('customer as c', 'c.id', 'g.customer_id')
    .innerJoin('bonus_definition as b', 'b.id', 'g.definition_id')
    .innerJoin('admin_user as r', 'r.id', 'g.requested_by')
    .leftJoin('admin_user as d', 'd.id', 'g.decided_by')
    .selectAll('g')
    .select([
      'c.username',
      'b.code',
      'b.title_tr',
      'b.title_en',
      'r.username as requester',
      'd.username as decider',
    ])
    .where('g.id', 'in', ids)
    .execute();
}
