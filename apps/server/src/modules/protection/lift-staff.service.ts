import type { AdminLiftRequest, AdminLiftRequestsQuery } from '@lalebet/shared';
import type { Kysely, Transaction } from 'kysely';
import type { AuthenticatedAdmin } from '../../core/accounts/index.ts';
import type { Database } from '../../db/database.ts';
import { assertNotBeneficiary } from '../../core/approvals/index.ts';
import { audit } from '../../core/audit.ts';
import { activeExclusion, liftDelayMs } from '../../core/protection/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import { listLiftRequests, lockLiftRequest, updateLiftRequest } from './lift.repository.ts';

/**
 * The staff side of docs/rules.md R30 (docs/decisions/033-lifting-and-withdraw-only.md): two different
 * staff members with protection:lift accept (four-eyes), either may refuse. The second
 * acceptance starts the delay before the player may resume. Every step is audited naming the
 * staff member.
 */
type Row = Awaited<ReturnType<typeof listLiftRequests>>['items'][number];

const iso = (d: Date | null) => d?.toISOString() ?? null;
const str = (n: bigint | null) => (n === null ? null : String(n));

function actionsFor(r: Pick<Row, 'status' | 'first_approver_id'>, adminId: bigint): string[] {
  if (r.status !== 'pending') return [];
  return r.first_approver_id === adminId ? ['reject'] : ['approve', 'reject'];
}

function view(r: Row, adminId: bigint): AdminLiftRequest {
  return {
    id: String(r.id),
    customerId: String(r.customer_id),
    username: r.username,
    status: r.status,
    reason: r.reason,
    blockEndedAt: r.block_ended_at.toISOString(),
    requestedAt: r.requested_at.toISOString(),
    firstApproverId: str(r.first_approver_id),
    firstApprovedAt: iso(r.first_approved_at),
    secondApproverId: str(r.second_approver_id),
    approvedAt: iso(r.approved_at),
    effectiveAt: iso(r.effective_at),
    rejectedBy: str(r.rejected_by),
    rejectedAt: iso(r.rejected_at),
    rejectReason: r.reject_reason,
    resumedAt: iso(r.resumed_at),
    allowedActions: actionsFor(r, adminId),
  };
}

export async function liftRequestPage(
  db: Kysely<Database>,
  admin: AuthenticatedAdmin,
  q: AdminLiftRequestsQuery,
) {
  const { items, total } = await listLiftRequests(db, q);
  return { items: items.map((r) => view(r, admin.id)), total };
}

const staff = (admin: AuthenticatedAdmin, meta: RequestMeta | null) => ({
  actor: { kind: 'admin' as const, id: admin.id },
  meta,
});

/** Locks an open request and refuses staff who may not decide it. */
async function openRequest(trx: Transaction<Database>, admin: AuthenticatedAdmin, id: bigint) {
  const r = await lockLiftRequest(trx, id);
  if (!r) throw new AppError('LIFT_REQUEST_NOT_FOUND');
  if (r.status !== 'pending') throw new AppError('APPROVAL_CLOSED');
  // A staff member never decides the lift of the player account linked to them
  // (admin_user.customer_id, docs/decisions/035-four-eyes-approvals.md), whatever its username.
  await assertNotBeneficiary(trx, admin.id, r.customer_id);
  return r;
}

export async function approveLift(
  db: Kysely<Database>,
  admin: AuthenticatedAdmin,
  id: bigint,
  note: string | undefined,
  meta: RequestMeta | null,
): Promise<{ status: 'pending' | 'approved'; effectiveAt: string | null }> {
  return db.transaction().execute(async (trx) => {
    const r = await openRequest(trx, admin, id);
    if (r.first_approver_id === admin.id) {
      throw new AppError('LIFT_NOT_ALLOWED', { data: { reason: 'second_approver_required' } });
    }
    const now = clock.now();
    // A new exclusion since the request (an extension while it waited) is not lifted by it.
    const live = await activeExclusion(trx, r.customer_id, now);
    if (live) {
      throw new AppError('LIFT_NOT_ALLOWED', {
        data: { kind: live.kind, until: live.until?.toISOString() ?? null },
      });
    }
    const second = r.first_approver_id !== null;
    // Every exclusion that can end is definite (a permanent one never ends): docs/rules.md R30's 24 h floor.
    const effectiveAt = second ? new Date(now.getTime() + (await liftDelayMs(trx, false))) : null;
    await updateLiftRequest(
      trx,
      id,
      second
        ? { status: 'approved', second_approver_id: admin.id, approved_at: now, effective_at: effectiveAt! }
        : { first_approver_id: admin.id, first_approved_at: now },
    );
    await audit(trx, {
      ...staff(admin, meta),
      event: 'rg_lift_approved',
      details: {
        customerId: String(r.customer_id),
        requestId: String(id),
        step: second ? 2 : 1,
        effectiveAt: iso(effectiveAt),
        ...(note ? { note } : {}),
      },
    });
    return { status: second ? 'approved' : 'pending', effectiveAt: iso(effectiveAt) };
  });
}

export async function rejectLift(
  db: Kysely<Database>,
  admin: AuthenticatedAdmin,
  id: bigint,
  reason: string,
  meta: RequestMeta | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const r = await openRequest(trx, admin, id);
    const now = clock.now();
    await updateLiftRequest(trx, id, {
      status: 'rejected',
      rejected_by: admin.id,
      rejected_at: now,
      reject_reason: reason,
    });
    await audit(trx, {
      ...staff(admin, meta),
      event: 'rg_lift_rejected',
      details: { customerId: String(r.customer_id), requestId: String(id), reason },
    });
  });
}
