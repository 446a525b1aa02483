import { staffRequestCanonicalPayload } from '@lalebet/shared';
import type { Kysely, Transaction } from 'kysely';
import { type ApprovalRow, payloadHash, pendingColumns } from '../../core/approvals/index.ts';
import { audit } from '../../core/audit.ts';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A staff change waiting for a second staff:manage holder (docs/decisions/044-staff-lifecycle.md). */
export type StaffChange = {
  action: 'create' | 'roles';
  staffId: bigint | null;
  username: string;
  email: string | null;
  phone: string | null;
  roles: string[];
  customerId: bigint | null;
};

export const staffChangeHash = (c: StaffChange) => payloadHash(staffRequestCanonicalPayload(c));

/** The change a stored request names, for the hash check at approval. */
export const changeOf = (r: ApprovalRow<'staff'>): StaffChange => ({
  action: r.action,
  // A 'create' is bound to what was asked, before the account existed.
  staffId: r.action === 'create' ? null : r.staff_id,
  username: r.username,
  email: r.email,
  phone: r.phone,
  roles: r.roles,
  customerId: r.link_customer_id,
});

export async function requestStaffChange(
  ctx: { db: Kysely<Database>; meta: RequestMeta },
  requestedBy: bigint,
  change: StaffChange,
): Promise<bigint> {
  return ctx.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('staff_request')
      .values({
        action: change.action,
        staff_id: change.staffId,
        username: change.username,
        email: change.email,
        phone: change.phone,
        roles: change.roles,
        link_customer_id: change.customerId,
        customer_id: null,
        ...pendingColumns(requestedBy, staffChangeHash(change), clock.now()),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(trx, {
      actor: { kind: 'admin', id: requestedBy },
      event: 'staff_request_created',
      meta: ctx.meta,
      details: {
        staffRequestId: String(id),
        action: change.action,
        staffId: change.staffId?.toString() ?? null,
        roles: change.roles.join(','),
      },
    });
    return id;
  });
}

/** Requests with the names of who asked and who decided, for the approvals inbox. */
export const staffRequestViews = (db: Db, ids: bigint[]) =>
  db
    .selectFrom('staff_request as r')
    .innerJoin('admin_user as q', 'q.id', 'r.requested_by')
    .leftJoin('admin_user as d', 'd.id', 'r.decided_by')
    .selectAll('r')
    .select(['q.username as requester', 'd.username as decider'])
    .where('r.id', 'in', ids)
    .orderBy('r.id')
    .execute();
