import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import { audit } from '../../core/audit.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { violatedConstraint } from '../../lib/db-errors.ts';
import { canonicalIdentifier } from '../../lib/identity.ts';
import { normalizePhone } from '../../lib/phone.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import { issueInvitation, sendInvitation } from './invitation.service.ts';
import { assertCustomerExists } from './staff-link.service.ts';
import { requestStaffChange } from './staff-request.repository.ts';
import { type Staff, type StaffCtx, checkGrant, moneyPermissionsOf } from './staff.service.ts';
import { replaceRoles } from './staff.repository.ts';

/** What a new staff account is made of (no password: docs/decisions/044-staff-lifecycle.md). */
export type NewStaff = {
  username: string;
  email: string;
  phone: string;
  roles: string[];
  customerId: bigint | null;
};

/**
 * A new staff account: at once (with its invitation e-mailed to the new person) when its roles
 * carry no money permission, otherwise a request for a second staff:manage holder.
 */
export async function createStaff(
  ctx: StaffCtx,
  by: Staff,
  input: { username: string; email: string; phone: string; roles: string[]; customerId?: number | null },
): Promise<{ status: 'invited' | 'pending'; id: number | null; requestId: number | null }> {
  const perms = await checkGrant(ctx.db, by, input.roles);
  const customerId = input.customerId == null ? null : BigInt(input.customerId);
  if (customerId !== null) await assertCustomerExists(ctx.db, customerId);
  const staff: NewStaff = {
    username: input.username,
    email: input.email.trim(),
    phone: normalizePhone(input.phone.replace(/^\+/, '')),
    roles: input.roles,
    customerId,
  };
  await assertIdentityFree(ctx.db, staff);
  if (moneyPermissionsOf(perms).length > 0) {
    const requestId = await requestStaffChange(ctx, by.id, { action: 'create', staffId: null, ...staff });
    return { status: 'pending', id: null, requestId: Number(requestId) };
  }
  const { id, token } = await ctx.db
    .transaction()
    .execute((trx) => insertInvitedStaff(trx, by.id, staff, ctx.meta, clock.now()));
  sendInvitation(ctx.messenger, ctx.inviteBaseUrl, staff, token);
  return { status: 'invited', id: Number(id), requestId: null };
}

/** The clear refusals before the unique indexes' (which still close the race). */
async function assertIdentityFree(db: Kysely<Database>, s: NewStaff) {
  const taken = await db
    .selectFrom('admin_user')
    .select(['username_key', 'email', 'phone'])
    .where((eb) =>
      eb.or([
        eb('username_key', '=', canonicalIdentifier(s.username)),
        eb(sql<string>`lower(email)`, '=', s.email.toLowerCase()),
        eb('phone', '=', s.phone),
      ]),
    )
    .execute();
  if (taken.some((r) => r.username_key === canonicalIdentifier(s.username)))
    throw new AppError('STAFF_USERNAME_TAKEN');
  if (taken.some((r) => r.email?.toLowerCase() === s.email.toLowerCase())) throw new AppError('EMAIL_TAKEN');
  if (taken.length > 0) throw new AppError('PHONE_TAKEN');
}

/** Inserts an invited account (no password) with its roles and invitation; answers the link's token. */
export async function insertInvitedStaff(
  trx: Transaction<Database>,
  createdBy: bigint,
  s: NewStaff,
  meta: RequestMeta,
  now: Date,
): Promise<{ id: bigint; token: string }> {
  const { id } = await trx
    .insertInto('admin_user')
    .values({
      username: s.username,
      username_key: canonicalIdentifier(s.username),
      password_hash: null,
      email: s.email,
      phone: s.phone,
      created_by: createdBy,
      customer_id: s.customerId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch((err: unknown) => {
      const constraint = violatedConstraint(err);
      if (constraint?.includes('email')) throw new AppError('EMAIL_TAKEN');
      if (constraint?.includes('phone')) throw new AppError('PHONE_TAKEN');
      if (constraint !== null) throw new AppError('STAFF_USERNAME_TAKEN');
      throw err;
    });
  await replaceRoles(trx, id, s.roles, createdBy);
  const token = await issueInvitation(trx, id, createdBy, now);
  await audit(trx, {
    actor: { kind: 'admin', id: createdBy },
    event: 'staff_created',
    meta,
    details: { staffId: String(id), roles: s.roles.join(','), customerId: s.customerId?.toString() ?? null },
  });
  return { id, token };
}
