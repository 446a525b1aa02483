import type { LiftStatus } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { unrestrictSessions } from '../../core/accounts/index.ts';
import { audit } from '../../core/audit.ts';
import { activeExclusion, playBlock, liftState } from '../../core/protection/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import { insertLiftRequest, latestRequestOf, lockCustomer, updateLiftRequest } from './lift.repository.ts';

/**
 * The player's side of docs/rules.md R30 (docs/decisions/033-lifting-and-withdraw-only.md): a written
 * request once the self-exclusion has ended, and the explicit resume once two staff accepted it
 * and the delay passed. A time-out ends by itself; a live or permanent block is never lifted here.
 */
const player = (customerId: bigint, meta: RequestMeta | null) => ({
  actor: { kind: 'customer' as const, id: customerId },
  meta,
});

const notAllowed = (data: Record<string, unknown>) => new AppError('LIFT_NOT_ALLOWED', { data });

export async function requestLift(
  db: Kysely<Database>,
  customerId: bigint,
  reason: string,
  meta: RequestMeta | null,
): Promise<{ id: string }> {
  return db.transaction().execute(async (trx) => {
    await lockCustomer(trx, customerId);
    const now = clock.now();
    const live = await activeExclusion(trx, customerId, now);
    // Before the end (and a permanent one, or a closure, never): docs/rules.md R30 lifts only after expiry.
    if (live) throw notAllowed({ kind: live.kind, until: live.until?.toISOString() ?? null });
    const state = await liftState(trx, customerId, now);
    if (!state) throw notAllowed({ lift: null });
    if (state.stage !== 'required') throw notAllowed({ lift: state.stage });
    const { id } = await insertLiftRequest(trx, { customerId, reason, blockEndedAt: state.endedAt, now });
    await audit(trx, {
      ...player(customerId, meta),
      event: 'rg_lift_requested',
      details: {
        customerId: String(customerId),
        requestId: String(id),
        blockEndedAt: state.endedAt.toISOString(),
      },
    });
    return { id: String(id) };
  });
}

/** docs/rules.md R30's last step: only once accepted twice and past the delay; the player says so. */
export async function resumePlay(
  db: Kysely<Database>,
  customerId: bigint,
  meta: RequestMeta | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockCustomer(trx, customerId);
    const now = clock.now();
    const live = await activeExclusion(trx, customerId, now);
    if (live) throw notAllowed({ kind: live.kind, until: live.until?.toISOString() ?? null });
    const state = await liftState(trx, customerId, now);
    if (!state || state.stage !== 'resume' || state.requestId === null) {
      throw notAllowed({ lift: state?.stage ?? null, until: state?.until?.toISOString() ?? null });
    }
    await updateLiftRequest(trx, state.requestId, { status: 'resumed', resumed_at: now });
    // New hub connections of the open sessions may watch odds again.
    await unrestrictSessions(trx, customerId);
    await audit(trx, {
      ...player(customerId, meta),
      event: 'rg_lift_resumed',
      details: { customerId: String(customerId), requestId: String(state.requestId) },
    });
  });
}

/** GET protection/lift-request: the block, whether a request may be sent, and the latest one. */
export async function liftStatus(db: Kysely<Database>, customerId: bigint): Promise<LiftStatus> {
  const block = await playBlock(db, customerId);
  const request = await latestRequestOf(db, customerId);
  return {
    block: block
      ? { code: block.code, kind: block.kind, until: block.until, lift: block.lift ?? null }
      : null,
    canRequest: block?.lift === 'required',
    request: request
      ? {
          id: String(request.id),
          status: request.status,
          requestedAt: request.requested_at.toISOString(),
          effectiveAt: request.effective_at?.toISOString() ?? null,
        }
      : null,
  };
}
