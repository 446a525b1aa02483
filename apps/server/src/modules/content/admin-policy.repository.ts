import { policyChangeCanonicalPayload } from '@lalebet/shared';
import type { Insertable, Kysely, Transaction } from 'kysely';
import { payloadHash } from '../../core/approvals/index.ts';
import type { Database } from '../../db/database.ts';
import type { SiteOptionChangeRequestTable } from './content.table.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** What a policy-change approval is bound to: sha256 of key, value and switch. */
export function policyChangeHash(c: { key: string; value: string; enabled: boolean }): string {
  return payloadHash(policyChangeCanonicalPayload(c));
}

export async function insertPolicyChange(
  trx: Transaction<Database>,
  row: Insertable<SiteOptionChangeRequestTable>,
) {
  const { id } = await trx
    .insertInto('site_option_change_request')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Requests with the requester's and decider's names, by id or every pending one. */
export function policyChangeViews(db: Db, filter: { ids: bigint[] } | { pending: true }) {
  let q = db
    .selectFrom('site_option_change_request as p')
    .innerJoin('admin_user as r', 'r.id', 'p.requested_by')
    .leftJoin('admin_user as d', 'd.id', 'p.decided_by')
    .selectAll('p')
    .select(['r.username as requester', 'd.username as decider'])
    .orderBy('p.id');
  q = 'ids' in filter ? q.where('p.id', 'in', filter.ids) : q.where('p.status', '=', 'pending');
  return q.execute();
}
