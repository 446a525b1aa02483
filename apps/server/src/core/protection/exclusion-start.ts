import type { ProtectionEventDto, RgActor, SelfExclusionPeriod, TimeoutPeriod } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import type { SessionEvents } from '../accounts/session-events.ts';
import { closeSessions } from '../accounts/sessions.ts';
import { type AuditEntry, audit } from '../audit.ts';
import { endBonusesForBlock } from './exclusion-bonuses.ts';
import { activeExclusion } from './exclusions.ts';
import { periodEnd } from './exclusion-periods.ts';
import { expireGameLaunches } from './session-end.ts';

/** What starting an exclusion needs: the hub push is passed in, so core does not hold the hub. */
export type ExclusionContext = {
  db: Kysely<Database>;
  events: SessionEvents;
  push: (customerId: bigint, event: ProtectionEventDto) => Promise<void>;
  meta: RequestMeta | null;
};

export type ExclusionActor = { kind: RgActor; id: bigint | null };

export type ExclusionStart = {
  customerId: bigint;
  kind: 'timeout' | 'self_exclusion';
  period: TimeoutPeriod | SelfExclusionPeriod;
  reason: string | null;
  actor: ExclusionActor;
};

const auditActor = (a: ExclusionActor): AuditEntry['actor'] =>
  a.kind === 'player'
    ? { kind: 'customer', id: a.id }
    : a.kind === 'staff'
      ? { kind: 'admin', id: a.id }
      : { kind: 'system', id: null };

/**
 * Starts (or extends) a time-out or self-exclusion at once (docs/rules.md R23-R26, R29; docs/decisions/
 * 025-exclusions-and-sessions.md). The customer row is locked so two requests cannot interleave;
 * one that would end sooner than the block in force is refused EXCLUSION_CANNOT_SHORTEN. After
 * the commit the player's tabs get a Protection event, then every session ends (Logout on each
 * socket), well inside docs/rules.md R26's 60 s.
 */
export async function startExclusion(
  ctx: ExclusionContext,
  s: ExclusionStart,
): Promise<{ until: Date | null }> {
  const now = clock.now();
  const until = periodEnd(now, s.period);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('customer')
      .select('id')
      .where('id', '=', s.customerId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const current = await activeExclusion(trx, s.customerId, now);
    const extending = current !== null && current.kind !== 'closure';
    if (extending && (current.until === null || (until !== null && until <= current.until))) {
      throw new AppError('EXCLUSION_CANNOT_SHORTEN', {
        data: { kind: current.kind, until: current.until?.toISOString() ?? null },
      });
    }
    await trx
      .insertInto('rg_exclusion')
      .values({
        customer_id: s.customerId,
        kind: s.kind,
        starts_at: now,
        ends_at: until,
        period: s.period,
        reason: s.reason,
        actor_kind: s.actor.kind,
        actor_id: s.actor.id,
      })
      .execute();
    await audit(trx, {
      actor: auditActor(s.actor),
      event: extending ? 'rg_exclusion_extended' : s.kind === 'timeout' ? 'rg_timeout' : 'rg_self_exclusion',
      meta: ctx.meta,
      details: {
        customerId: String(s.customerId),
        kind: s.kind,
        period: s.period,
        until: until?.toISOString() ?? null,
        ...(s.reason ? { reason: s.reason } : {}),
      },
    });
    // No bonus by any path during a block (docs/rules.md R27): queued claims end, a self-exclusion forfeits.
    await endBonusesForBlock(trx, s.customerId, s.kind === 'self_exclusion', auditActor(s.actor));
  });
  await endPlay(ctx, s.customerId, until, s.kind === 'timeout' ? 'timed_out' : 'self_excluded');
  return { until };
}

/** Ends the player's game launches, tells the tabs, then ends every session and socket. */
export async function endPlay(
  ctx: ExclusionContext,
  customerId: bigint,
  until: Date | null,
  reason: 'timed_out' | 'self_excluded' | 'closed',
): Promise<void> {
  await expireGameLaunches(ctx.db, customerId);
  await ctx.push(customerId, { kind: 'exclusion', until: until?.toISOString() ?? null }).catch(() => {});
  await closeSessions(ctx.db, ctx.events, customerId, {}, reason);
}

export { auditActor };
