import { FULL_ADMIN_ROLE } from '@lalebet/shared';
import { endAllAdminSessions } from '../../core/accounts/index.ts';
import { audit } from '../../core/audit.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { forLog } from '../../lib/identity.ts';
import { issueInvitation, sendInvitation } from './invitation.service.ts';
import { lockRoleHolders } from './staff.repository.ts';
import { type Staff, type StaffCtx, checkGrant } from './staff.service.ts';

const rolesOf = async (ctx: StaffCtx, staffId: bigint) =>
  (
    await ctx.db.selectFrom('admin_user_role').select('role_name').where('admin_id', '=', staffId).execute()
  ).map((r) => r.role_name);

/**
 * Disables a staff account (docs/decisions/044-staff-lifecycle.md): no login, every session
 * and open login challenge ends in the same transaction. Nobody disables themselves, someone
 * with rights they could not grant, or the last enabled full admin. Answers whether it
 * changed anything (disabling twice is no error).
 */
export async function disableStaff(ctx: StaffCtx, by: Staff, staffId: bigint, reason: string) {
  if (staffId === by.id) throw new AppError('FORBIDDEN');
  await checkGrant(ctx.db, by, await rolesOf(ctx, staffId));
  return ctx.db.transaction().execute(async (trx) => {
    const now = clock.now();
    const admins = await lockRoleHolders(trx, FULL_ADMIN_ROLE);
    if (admins.includes(staffId)) {
      const enabled = await trx
        .selectFrom('admin_user')
        .select('id')
        .where('id', 'in', admins)
        .where('disabled_at', 'is', null)
        .execute();
      if (enabled.length === 1 && enabled[0]!.id === staffId) throw new AppError('LAST_ADMIN');
    }
    const r = await trx
      .updateTable('admin_user')
      .set({ disabled_at: now, disabled_by: by.id, disabled_reason: reason, updated_at: now })
      .where('id', '=', staffId)
      .where('disabled_at', 'is', null)
      .executeTakeFirst();
    if (r.numUpdatedRows === 0n) {
      const exists = await trx
        .selectFrom('admin_user')
        .select('id')
        .where('id', '=', staffId)
        .executeTakeFirst();
      if (!exists) throw new AppError('STAFF_NOT_FOUND');
      return false;
    }
    const ended = await endAllAdminSessions(trx, staffId);
    await trx.deleteFrom('admin_login_challenge').where('admin_id', '=', staffId).execute();
    await audit(trx, {
      actor: { kind: 'admin', id: by.id },
      event: 'staff_disabled',
      meta: ctx.meta,
      details: { staffId: String(staffId), reason: forLog(reason, 200), sessionsEnded: ended },
    });
    return true;
  });
}

/** Enables a disabled account again; its roles are those it had (each granted four-eyes when needed). */
export async function enableStaff(ctx: StaffCtx, by: Staff, staffId: bigint) {
  if (staffId === by.id) throw new AppError('FORBIDDEN');
  await checkGrant(ctx.db, by, await rolesOf(ctx, staffId));
  const now = clock.now();
  const r = await ctx.db
    .updateTable('admin_user')
    .set({ disabled_at: null, disabled_by: null, disabled_reason: null, updated_at: now })
    .where('id', '=', staffId)
    .where('disabled_at', 'is not', null)
    .executeTakeFirst();
  if (r.numUpdatedRows === 0n) return false;
  await audit(ctx.db, {
    actor: { kind: 'admin', id: by.id },
    event: 'staff_enabled',
    meta: ctx.meta,
    details: { staffId: String(staffId) },
  });
  return true;
}

/** A new invitation for an account that never set its password (the old links stop working). */
export async function reinviteStaff(ctx: StaffCtx, by: Staff, staffId: bigint) {
  const target = await ctx.db
    .selectFrom('admin_user')
    .select(['username', 'email', 'password_hash', 'disabled_at'])
    .where('id', '=', staffId)
    .executeTakeFirst();
  if (!target) throw new AppError('STAFF_NOT_FOUND');
  if (target.password_hash !== null || target.email === null || target.disabled_at !== null)
    throw new AppError('FORBIDDEN');
  const email = target.email;
  const token = await ctx.db.transaction().execute(async (trx) => {
    const now = clock.now();
    await trx
      .updateTable('staff_invitation')
      .set({ used_at: now })
      .where('admin_id', '=', staffId)
      .where('used_at', 'is', null)
      .execute();
    const t = await issueInvitation(trx, staffId, by.id, now);
    await audit(trx, {
      actor: { kind: 'admin', id: by.id },
      event: 'staff_invited',
      meta: ctx.meta,
      details: { staffId: String(staffId) },
    });
    return t;
  });
  sendInvitation(ctx.messenger, ctx.inviteBaseUrl, { email, username: target.username }, token);
}
