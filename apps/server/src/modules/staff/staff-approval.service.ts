import {
  type ApprovalDescriber,
  allowedActions,
  approveRequest,
  rejectRequest,
  approvalTrail,
} from '../../core/approvals/index.ts';
import { audit } from '../../core/audit.ts';
import { AppError } from '../../lib/app-error.ts';
import { forLog } from '../../lib/identity.ts';
import { sendInvitation } from './invitation.service.ts';
import { insertInvitedStaff } from './staff-create.service.ts';
import { changeOf, staffChangeHash, staffRequestViews } from './staff-request.repository.ts';
import { type Staff, type StaffCtx, applyRoles, checkGrant, moneyPermissionsOf } from './staff.service.ts';

/**
 * A second staff:manage holder approves a staff request (docs/decisions/044-staff-lifecycle.md)
 * through the shared four-eyes decision (docs/decisions/035-four-eyes-approvals.md): not the
 * requester, not the account whose roles change, and only roles the approver could grant.
 * A new account gets its invitation once the approval committed.
 */
export async function approveStaffRequest(ctx: StaffCtx, by: Staff, id: bigint, hash: string) {
  const invites: { email: string; username: string; token: string }[] = [];
  const staffId = await ctx.db.transaction().execute(async (trx) => {
    const { row, effect } = await approveRequest(trx, 'staff', id, by.id, hash, {
      hashOf: (r) => staffChangeHash(changeOf(r)),
      execute: async (r, now) => {
        if (r.staff_id === by.id) throw new AppError('APPROVAL_OWN_REQUEST');
        await checkGrant(trx, by, r.roles);
        if (r.action === 'roles') {
          await applyRoles(trx, ctx.meta, by, r.staff_id!, r.roles);
          return {};
        }
        const change = { ...changeOf(r), email: r.email!, phone: r.phone! };
        const created = await insertInvitedStaff(trx, r.requested_by, change, ctx.meta, now);
        invites.push({ email: change.email, username: r.username, token: created.token });
        return { staff_id: created.id };
      },
    });
    const target = effect.staff_id ?? row.staff_id;
    await audit(trx, {
      actor: { kind: 'admin', id: by.id },
      event: 'staff_request_approved',
      meta: ctx.meta,
      details: { staffRequestId: String(id), action: row.action, staffId: target?.toString() ?? null },
    });
    return target;
  });
  for (const i of invites) sendInvitation(ctx.messenger, ctx.inviteBaseUrl, i, i.token);
  return { staffId: staffId === null || staffId === undefined ? null : Number(staffId) };
}

export async function rejectStaffRequest(ctx: StaffCtx, by: Staff, id: bigint, reason: string) {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await rejectRequest(trx, 'staff', id, by.id, reason);
    await audit(trx, {
      actor: { kind: 'admin', id: by.id },
      event: 'staff_request_rejected',
      meta: ctx.meta,
      details: { staffRequestId: String(id), action: row.action, reason: forLog(reason, 200) },
    });
  });
}

/** Staff requests as rows of the approvals inbox: who, which roles, which money permissions. */
export const describeStaffRequests: ApprovalDescriber = async (db, ids, viewer, _locale, now) => {
  const rows = await staffRequestViews(db, ids);
  const roleNames = [...new Set(rows.flatMap((r) => r.roles))];
  const roles =
    roleNames.length === 0
      ? []
      : await db
          .selectFrom('admin_role')
          .select(['name', 'permissions'])
          .where('name', 'in', roleNames)
          .execute();
  const permsOf = (names: string[]) =>
    moneyPermissionsOf(new Set(roles.filter((r) => names.includes(r.name)).flatMap((r) => r.permissions)));
  return rows.map((r) => ({
    kind: 'staff' as const,
    id: Number(r.id),
    action: r.action,
    staffId: r.staff_id === null ? null : Number(r.staff_id),
    username: r.username,
    email: r.email,
    phone: r.phone,
    roles: r.roles,
    moneyPermissions: permsOf(r.roles),
    customerId: r.link_customer_id === null ? null : Number(r.link_customer_id),
    ...approvalTrail('staff', viewer, r, now),
    // The account whose roles change does not decide its own grant.
    allowedActions: r.staff_id === viewer.id ? [] : allowedActions('staff', viewer, r, now),
  }));
};
