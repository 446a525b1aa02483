import { FULL_ADMIN_ROLE, PERMISSIONS, type Permission, separationConflict } from '@lalebet/shared';
import type { Kysely, Transaction } from 'kysely';
import type { AuthenticatedAdmin } from '../../core/accounts/admin-sessions.ts';
import { audit } from '../../core/audit.ts';
import { assertAcceptablePassword } from '../../core/password-policy.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { violatedConstraint } from '../../lib/db-errors.ts';
import { canonicalIdentifier } from '../../lib/identity.ts';
import { hashPassword } from '../../lib/password.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import { assertCustomerExists } from './staff-link.service.ts';
import { findRoles, lockRoleHolders, replaceRoles } from './staff.repository.ts';

type Staff = AuthenticatedAdmin & { permissions?: ReadonlySet<Permission> };
export type StaffCtx = { db: Kysely<Database>; meta: RequestMeta };

/**
 * The union of the roles' permissions, after the rules every grant obeys
 * (docs/decisions/029-staff-permissions.md): the roles exist, the granter holds every
 * permission they carry, and the result breaks no separation-of-duties pair.
 */
async function checkGrant(
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

export async function createStaff(
  ctx: StaffCtx,
  by: Staff,
  input: { username: string; password: string; roles: string[]; customerId?: number | null | undefined },
): Promise<bigint> {
  await checkGrant(ctx.db, by, input.roles);
  const customerId = input.customerId == null ? null : BigInt(input.customerId);
  if (customerId !== null) await assertCustomerExists(ctx.db, customerId);
  await assertAcceptablePassword(ctx.db, input.password, { username: input.username, email: '' });
  const hash = await hashPassword(input.password);
  const now = clock.now();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('admin_user')
        .values({
          username: input.username,
          username_key: canonicalIdentifier(input.username),
          password_hash: hash,
          customer_id: customerId,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await replaceRoles(trx, id, input.roles, by.id);
      await audit(trx, {
        actor: { kind: 'admin', id: by.id },
        event: 'staff_created',
        meta: ctx.meta,
        details: {
          staffId: String(id),
          roles: input.roles.join(','),
          customerId: customerId?.toString() ?? null,
        },
      });
      return id;
    });
  } catch (err) {
    if (violatedConstraint(err)) throw new AppError('STAFF_USERNAME_TAKEN');
    throw err;
  }
}

/** Replaces a staff member's roles; the last holder of the full admin role keeps it. */
export async function setStaffRoles(ctx: StaffCtx, by: Staff, staffId: bigint, roles: string[]) {
  await checkGrant(ctx.db, by, roles);
  await ctx.db.transaction().execute(async (trx) => {
    const target = await trx
      .selectFrom('admin_user')
      .select('id')
      .where('id', '=', staffId)
      .executeTakeFirst();
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
      meta: ctx.meta,
      details: {
        staffId: String(staffId),
        before: before.map((r) => r.role_name).join(','),
        after: roles.join(','),
      },
    });
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
