import type { AdminCustomerProtection, AdminCustomerTabQuery } from '@lalebet/shared';
import { fromMinor } from '@lalebet/shared';
import {
  limitDisplayValue,
  protectionPolicy,
  rgSettings,
  playDay,
  secondsPlayed,
  usageOn,
  usedOf,
  localDay,
  midnight,
  windowEnd,
} from '../../core/protection/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { type CustomersContext, type Staff, can } from './customers.service.ts';
import { customerExists } from './profile.repository.ts';
import * as rg from './protection-tab.repository.ts';

type Ctx = Pick<CustomersContext, 'db' | 'meta'>;
const iso = (d: Date | null) => d?.toISOString() ?? null;

async function known(ctx: Ctx, id: bigint) {
  if (!(await customerExists(ctx.db, id))) throw new AppError('CUSTOMER_NOT_FOUND');
}

/** GET admin/customers/:id/protection/overview. */
export async function protectionOverview(ctx: Ctx, id: bigint): Promise<AdminCustomerProtection> {
  await known(ctx, id);
  const now = clock.now();
  const { timeZone } = await protectionPolicy(ctx.db);
  const day = localDay(timeZone, now);
  const [rows, usage, played, pending, settings, register] = await Promise.all([
    rg.limitRowsOf(ctx.db, id),
    usageOn(ctx.db, id, day),
    secondsPlayed(ctx.db, id, now),
    rg.pendingChangesOf(ctx.db, id, now),
    rgSettings(ctx.db, id, now),
    rg.registerStatusOf(ctx.db, id),
  ]);
  // The lower of the player's and the staff's limit applies (docs/rules.md R13); a tie goes to the player's,
  // as core/protection/usage.ts activeLimits picks it.
  const inForce = new Map<string, (typeof rows)[number]>();
  for (const r of [...rows].sort((a, b) => (a.value === b.value ? 0 : a.value < b.value ? -1 : 1))) {
    if (!inForce.has(`${r.kind}:${r.period}`)) inForce.set(`${r.kind}:${r.period}`, r);
  }
  const used = (r: (typeof rows)[number]) => {
    // The session limit is enforced per play day only (ADR 025); other periods are not counted.
    if (r.kind === 'session') return r.period === 'day' ? Math.floor(played / 60) : null;
    const u = usedOf(r.kind, usage[r.period]);
    return fromMinor(u > 0n ? u : 0n);
  };
  return {
    limits: rows.map((r) => ({
      kind: r.kind,
      period: r.period,
      setBy: r.set_by,
      value: limitDisplayValue(r.kind, r.value),
      since: r.since.toISOString(),
      staff: r.staff,
      reason: r.reason,
      inForce: inForce.get(`${r.kind}:${r.period}`) === r,
      used: used(r),
      resetsAt: (r.kind === 'session' && r.period === 'day'
        ? playDay(now).endsAt
        : midnight(timeZone, windowEnd(r.period, day))
      ).toISOString(),
    })),
    pending: pending.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      period: r.period,
      value: r.value === null ? null : limitDisplayValue(r.kind, r.value),
      requestedAt: r.requested_at.toISOString(),
      availableAt: r.available_at.toISOString(),
      expiresAt: r.expires_at.toISOString(),
      confirmable: r.available_at <= now,
    })),
    realityCheck: {
      minutes: settings.realityMinutes,
      pending: settings.pending
        ? { minutes: settings.pending.minutes, availableAt: settings.pending.availableAt.toISOString() }
        : null,
    },
    review: { months: settings.reviewMonths, lastAt: iso(settings.lastReviewAt) },
    register: register
      ? {
          register: register.register,
          excluded: register.excluded,
          checkedAt: iso(register.checked_at),
          excludedSince: iso(register.excluded_since),
          lastErrorAt: iso(register.last_error_at),
        }
      : null,
  };
}

/** GET .../protection/exclusions: every block, live ones marked, newest first. */
export async function exclusionsTab(ctx: Ctx, id: bigint, q: AdminCustomerTabQuery) {
  await known(ctx, id);
  const now = clock.now();
  const { rows, total } = await rg.blocksOf(ctx.db, id, q);
  return {
    total,
    items: rows.map((r) => {
      const startsAt = new Date(r.starts_at);
      const endsAt = r.ends_at === null ? null : new Date(r.ends_at);
      return {
        id: r.id,
        kind: r.kind,
        period: r.period,
        startsAt: startsAt.toISOString(),
        endsAt: iso(endsAt),
        active: startsAt <= now && (endsAt === null || now < endsAt),
        source: r.source,
        register: r.register,
        staff: r.staff,
        reason: r.reason,
      };
    }),
  };
}

/** GET .../protection/flags; `review` when open and the caller may close it on the flags screen. */
export async function flagsTab(ctx: Ctx, staff: Staff, id: bigint, q: AdminCustomerTabQuery) {
  await known(ctx, id);
  const { rows, total } = await rg.flagsOf(ctx.db, id, q);
  const mayReview = can(staff, 'risk:review');
  return {
    total,
    items: rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      severity: r.severity,
      details: r.details,
      createdAt: r.created_at.toISOString(),
      reviewedAt: iso(r.reviewed_at),
      reviewedBy: r.reviewed_by,
      allowedActions: mayReview && r.reviewed_at === null ? ['review'] : [],
    })),
  };
}

/**
 * GET .../protection/lift-requests. The actions are the compliance screen's (four-eyes: who
 * accepted once may only refuse), offered to holders of protection:lift.
 */
export async function liftRequestsTab(ctx: Ctx, staff: Staff, id: bigint, q: AdminCustomerTabQuery) {
  await known(ctx, id);
  const { rows, total } = await rg.liftRequestsOf(ctx.db, id, q);
  const mayLift = can(staff, 'protection:lift');
  return {
    total,
    items: rows.map((r) => ({
      id: String(r.id),
      status: r.status,
      reason: r.reason,
      blockEndedAt: r.block_ended_at.toISOString(),
      requestedAt: r.requested_at.toISOString(),
      firstApprover: r.first_approver,
      firstApprovedAt: iso(r.first_approved_at),
      secondApprover: r.second_approver,
      approvedAt: iso(r.approved_at),
      effectiveAt: iso(r.effective_at),
      rejectedBy: r.rejected_by_name,
      rejectedAt: iso(r.rejected_at),
      rejectReason: r.reject_reason,
      resumedAt: iso(r.resumed_at),
      allowedActions:
        !mayLift || r.status !== 'pending'
          ? []
          : r.first_approver_id === staff.id
            ? ['reject']
            : ['approve', 'reject'],
    })),
  };
}
