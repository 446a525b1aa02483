import type { KycStatus } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { KycDecision } from '../../infra/kyc/provider.ts';
import { clock } from '../../lib/clock.ts';
import { forLog } from '../../lib/identity.ts';
import { canTransition } from './kyc.machine.ts';
import { lockCaseByReference } from './kyc.repository.ts';
import { type KycContext, kycQueuesChanged, transition } from './kyc.service.ts';

export type DecisionOutcome = 'applied' | 'stale' | 'unknown' | 'refused';

/**
 * The webhook's whole job (docs/decisions/026-kyc.md): record a verified delivery once, as
 * queued, and answer at once. A redelivery stops at the primary key. Deciding what it means is
 * applyQueuedDecisions's, in a job, so a slow or failing decision never makes the provider
 * retry or time out.
 */
export async function enqueueDecision(db: Kysely<Database>, provider: string, decision: KycDecision) {
  const recorded = await db
    .insertInto('kyc_event')
    .values({
      provider,
      delivery_id: decision.deliveryId,
      reference_id: decision.referenceId,
      status: decision.status,
      decided_at: decision.decidedAt,
      reason: decision.reason,
      outcome: 'queued',
      received_at: clock.now(),
    })
    .onConflict((oc) => oc.columns(['provider', 'delivery_id']).doNothing())
    .returning('delivery_id')
    .executeTakeFirst();
  return recorded ? ('queued' as const) : ('duplicate' as const);
}

/**
 * Applies one queued delivery, oldest decision first, in its own transaction: the event row is
 * taken with SKIP LOCKED (several server processes share the queue), the case locked, and a
 * decision older than the last one accepted, for an unknown applicant, or one the state machine
 * refuses is recorded as such and changes nothing. Answers null when the queue is empty.
 */
async function applyNext(ctx: KycContext): Promise<{ deliveryId: string; outcome: DecisionOutcome } | null> {
  // Set inside the transaction when the case moved: staff queues change once it commits.
  let moved = null as bigint[] | null;
  const done = await ctx.db.transaction().execute(async (trx) => {
    const event = await trx
      .selectFrom('kyc_event')
      .selectAll()
      .where('provider', '=', ctx.provider.name)
      .where('outcome', '=', 'queued')
      .orderBy('decided_at')
      .orderBy('received_at')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!event) return null;
    const decision = { status: event.status as KycStatus, reason: event.reason };
    const kase = await lockCaseByReference(trx, ctx.provider.name, event.reference_id);
    let outcome: DecisionOutcome = 'applied';
    if (!kase) outcome = 'unknown';
    else if (kase.last_decision_at && event.decided_at < kase.last_decision_at) outcome = 'stale';
    else if (kase.status !== decision.status && !canTransition(kase.status, decision.status, 'provider'))
      outcome = 'refused';
    await trx
      .updateTable('kyc_event')
      .set({ outcome })
      .where('provider', '=', event.provider)
      .where('delivery_id', '=', event.delivery_id)
      .execute();
    if (outcome === 'applied' && kase) {
      await trx
        .updateTable('kyc_case')
        .set({ last_decision_at: event.decided_at })
        .where('customer_id', '=', kase.customer_id)
        .execute();
      if (kase.status !== decision.status) {
        const released = await transition(
          trx,
          null,
          kase,
          decision.status,
          { kind: 'provider', id: null },
          decision.reason,
        );
        moved = released;
        if (released.length)
          ctx.log.info({ released: released.map(String) }, 'kyc: held withdrawals released');
      }
    }
    return { deliveryId: event.delivery_id, outcome };
  });
  if (moved) kycQueuesChanged(ctx, moved);
  return done;
}

/** Works the queue until it is empty (or `max` deliveries); answers how many were handled. */
export async function applyQueuedDecisions(ctx: KycContext, max = 500): Promise<number> {
  let handled = 0;
  while (handled < max) {
    const done = await applyNext(ctx);
    if (!done) break;
    handled += 1;
    ctx.log.info({ deliveryId: forLog(done.deliveryId, 60), outcome: done.outcome }, 'kyc: decision handled');
  }
  return handled;
}
