import {
  FULL_ADMIN_ROLE,
  MONEY_PERMISSIONS,
  PERMISSIONS,
  type Permission,
  separationConflict,
} from '@lalebet/shared';
import type { Kysely, Transaction } from 'kysely';
import { type AuthenticatedAdmin, permissionsOf } from '../../core/accounts/index.ts';
import { audit } from '../../core/audit.ts';
import type { Messenger } from '../../infra/messaging/index.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import { requestStaffChange } from './staff-request.repository.ts';
import { findRoles, lockRoleHolders, replaceRoles } from './staff.repository.ts';

export type Staff = AuthenticatedAdmin & { permissions?: ReadonlySet<Permission> };
export type StaffCtx = {
  db: Kysely<Database>;
  meta: RequestMeta;
  messenger: Messenger;
  /** Where the invitation link points (PUBLIC_URL, or the request's own origin outside production). */
  inviteBaseUrl: string;
};

/** The money permissions among `perms` (MONEY_PERMISSIONS): why a grant waits for a second person. */
export function moneyPermissionsOf(perms: Iterable<string>): Permission[] {
  const held = new Set(perms);
  return MONEY_PERMISSIONS.filter((p) => held.has(p));
}

/**
 * The union of the roles' permissions, after the rules every grant obeys
 * (docs/decisions/029-staff-permissions.md): the roles exist, the granter holds every
 * permission they carry, and the result breaks no separation-of-duties pair.
 */
export async function checkGrant(
  db: Kysely<Database> | Transaction<Database>,
  by: Staff,
  roles: string[],
): Promise<Set<string>> {
  const found = await findRoles(db, roles);
  if (found.length !== new Set(roles).size) throw new AppError('ROLE_NOT_FOUND');
  const perms = new Set(found.flatMap((r) => r.permissions));
  await assertGrantable(db, by, perms);
  return perms;
}

/**
 * Staff grant only what they hold, except the full admins, who may grant every permission:
 * separation of duties keeps them from holding both sides of a pair themselves, yet someone
 * must be able to appoint the other side.
 */
async function assertGrantable(
  db: Kysely<Database> | Transaction<Database>,
  by: Staff,
  perms: Iterable<string>,
) {
  const full = await db
    .selectFrom('admin_user_role')
    .select('admin_id')
    .where('admin_id', '=', by.id)
    .where('role_name', '=', FULL_ADMIN_ROLE)
    .executeTakeFirst();
  const held: ReadonlySet<string> = full ? new Set(PERMISSIONS) : (by.permissions ?? new Set());
  for (const p of perms) if (!held.has(p)) throw new AppError('PERMISSION_ESCALATION');
  const pair = separationConflict(perms);
  if (pair) throw new AppError('SEPARATION_OF_DUTIES', { data: { permissions: [...pair] } });
}

/**
 * Replaces a staff member's roles. Adding a money permission waits for a second staff:manage
 * holder (docs/decisions/044-staff-lifecycle.md); taking away or adding others is at once.
 */
export async function setStaffRoles(
  ctx: StaffCtx,
  by: Staff,
  staffId: bigint,
  roles: string[],
): Promise<{ status: 'done' | 'pending'; requestId: number | null }> {
  const perms = await checkGrant(ctx.db, by, roles);
  const target = await ctx.db
    .selectFrom('admin_user')
    .select(['username', 'email', 'phone', 'customer_id'])
    .where('id', '=', staffId)
    .executeTakeFirst();
  if (!target) throw new AppError('STAFF_NOT_FOUND');
  const held: ReadonlySet<string> = await permissionsOf(ctx.db, staffId);
  const added = moneyPermissionsOf(perms).filter((p) => !held.has(p));
  if (added.length === 0) {
    await ctx.db.transaction().execute((trx) => applyRoles(trx, ctx.meta, by, staffId, roles));
    return { status: 'done', requestId: null };
  }
  const requestId = await requestStaffChange(ctx, by.id, {
    action: 'roles',
    staffId,
    username: target.username,
    email: target.email,
    phone: target.phone,
    roles,
    customerId: target.customer_id,
  });
  return { status: 'pending', requestId: Number(requestId) };
}

/** The role change itself, by `by` (the requester, or the approver of a pending grant). */
export async function applyRoles(
  trx: Transaction<Database>,
  meta: RequestMeta,
  by: Staff,
  staffId: bigint,
  roles: string[],
) {
  await checkGrant(trx, by, roles);
  const target = await trx.selectFrom('admin_user').select('id').where('id', '=', staffId).executeTakeFirst();
  if (!target) throw new AppError('STAFF_NOT_FOUND');
  const before = await trx
    .selectFrom('admin_user_role')
    .select('role_name')
    .where('admin_id', '=', staffId)
    .execute();
  // Taking roles away is granting too: nobody removes what they could not give.
  await checkGrant(
    trx,
    by,
    before.map((r) => r.role_name),
  );
  const admins = await lockRoleHolders(trx, FULL_ADMIN_ROLE);
  const losesAdmin = admins.includes(staffId) && !roles.includes(FULL_ADMIN_ROLE);
  if (losesAdmin && admins.length === 1) throw new AppError('LAST_ADMIN');
  await replaceRoles(trx, staffId, roles, by.id);
  await audit(trx, {
    actor: { kind: 'admin', id: by.id },
    event: 'staff_roles_changed',
    meta,
    details: {
      staffId: String(staffId),
      before: before.map((r) => r.role_name).join(','),
      after: roles.join(','),
    },
  });
}

export async function createRole(
  ctx: StaffCtx,
  by: Staff,
  input: { name: string; permissions: Permission[] },
) {
  await assertGrantable(ctx.db, by, input.permissions);
  const inserted = await ctx.db
    .insertInto('admin_role')
    .values({ name: input.name, permissions: input.permissions, created_by: by.id })
    .onConflict((oc) => oc.column('name').doNothing())
    .returning('name')
    .executeTakeFirst();
  if (!inserted) throw new AppError('ROLE_EXISTS');
  await audit(ctx.db, {
    actor: { kind: 'admin', id: by.id },
    event: 'role_created',
    meta: ctx.meta,
    details: { role: input.name, permissions: input.permissions.join(',') },
  });
}
