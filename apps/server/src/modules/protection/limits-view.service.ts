import { type Kysely, sql } from 'kysely';
import {
  type AdminProtection,
  LIMIT_PERIODS,
  type LimitView,
  type PendingLimitView,
  type ResponsibleGaming,
  fromMinor,
} from '@lalebet/shared';
import {
  limitDisplayValue,
  protectionPolicy,
  protectionSettingsView,
  type ActiveLimit,
  type Usage,
  activeLimits,
  usageOn,
  usedOf,
  localDay,
  midnight,
  windowEnd,
} from '../../core/protection/index.ts';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import { flagsOf, pendingRequests } from './limits.repository.ts';
import { lapseLimitRequests } from './limits.service.ts';

const atLeast0 = (v: bigint) => (v > 0n ? v : 0n);

async function current(db: Kysely<Database>, customerId: bigint) {
  await lapseLimitRequests(db, customerId);
  const policy = await protectionPolicy(db);
  const now = clock.now();
  const day = localDay(policy.timeZone, now);
  const [limits, usage, pending] = await Promise.all([
    activeLimits(db, customerId),
    usageOn(db, customerId, day),
    pendingRequests(db, customerId),
  ]);
  const limitViews = limits.map((l) => limitView(l, usage, policy.timeZone, day));
  const pendingViews: PendingLimitView[] = pending.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    period: r.period,
    value: r.value === null ? null : limitDisplayValue(r.kind, r.value),
    requestedAt: r.requested_at.toISOString(),
    availableAt: r.available_at.toISOString(),
    expiresAt: r.expires_at.toISOString(),
    confirmable: r.available_at <= now && now < r.expires_at,
  }));
  return { policy, limitViews, pendingViews, usage };
}

function limitView(l: ActiveLimit, usage: Usage, tz: string, day: string): LimitView {
  // The session limit's minutes played are the exclusions' to count; shown here as not used.
  const used = atLeast0(usedOf(l.kind, usage[l.period]));
  return {
    kind: l.kind,
    period: l.period,
    value: limitDisplayValue(l.kind, l.value),
    used: limitDisplayValue(l.kind, used),
    left: limitDisplayValue(l.kind, atLeast0(l.value - used)),
    setBy: l.setBy,
    since: l.since.toISOString(),
    resetsAt: midnight(tz, windowEnd(l.period, day)).toISOString(),
  };
}

/** GET customer/responsiblegaming. */
export async function responsibleGaming(
  db: Kysely<Database>,
  customerId: bigint,
): Promise<ResponsibleGaming> {
  const { policy, limitViews, pendingViews } = await current(db, customerId);
  return {
    limits: limitViews,
    pending: pendingViews,
    ...(await protectionSettingsView(db, customerId)),
    coolingOffHours: policy.coolingOffHours,
  };
}

/** GET admin/customers/:id/protection: limits, requests, usage, flags and the rg_* audit. */
export async function adminProtection(db: Kysely<Database>, customerId: bigint): Promise<AdminProtection> {
  const { limitViews, pendingViews, usage } = await current(db, customerId);
  const flags = await flagsOf(db, customerId);
  const id = String(customerId);
  const rows = await db
    .selectFrom('auth_audit')
    .select(['at', 'event', 'actor_kind', 'actor_id', 'details'])
    .where('event', 'like', 'rg\\_%')
    .where((eb) =>
      eb.or([
        eb.and([eb('actor_kind', '=', 'customer'), eb('actor_id', '=', customerId)]),
        eb(sql`details->>'customerId'`, '=', id),
      ]),
    )
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return {
    limits: limitViews,
    pending: pendingViews,
    usage: LIMIT_PERIODS.map((period) => {
      const u = usage[period];
      return {
        period,
        deposits: fromMinor(u.deposits),
        stakes: fromMinor(u.stakes),
        wins: fromMinor(u.wins),
        loss: fromMinor(u.stakes - u.wins),
      };
    }),
    flags: flags.map((f) => ({
      id: Number(f.id),
      kind: f.kind,
      severity: f.severity,
      details: f.details,
      createdAt: f.created_at.toISOString(),
      reviewedAt: f.reviewed_at?.toISOString() ?? null,
    })),
    audit: rows.map((r) => ({
      at: r.at.toISOString(),
      event: r.event,
      actor: r.actor_kind,
      actorId: r.actor_id === null ? null : Number(r.actor_id),
      details: r.details,
    })),
  };
}
