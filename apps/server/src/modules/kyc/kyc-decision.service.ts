import type { KycDecision } from '../../infra/kyc/provider.ts';
import { clock } from '../../lib/clock.ts';
import { forLog } from '../../lib/identity.ts';
import { canTransition } from './kyc.machine.ts';
import { lockCaseByReference } from './kyc.repository.ts';
import { type KycContext, kycQueuesChanged, transition } from './kyc.service.ts';

export type WebhookOutcome = 'applied' | 'duplicate' | 'stale' | 'unknown' | 'refused';

/**
 * Applies one verified provider decision at most once: the delivery id is recorded with the
 * case locked (a redelivery stops there), a decision older than the last one accepted is
 * ignored, and a transition the machine refuses is recorded and ignored (never a 5xx loop).
 */
export async function applyDecision(ctx: KycContext, decision: KycDecision): Promise<WebhookOutcome> {
  // Set inside the transaction when the case moved: the queues change once it commits.
  let moved = null as bigint[] | null;
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<WebhookOutcome> => {
    const kase = await lockCaseByReference(trx, ctx.provider.name, decision.referenceId);
    let result: WebhookOutcome = 'applied';
    if (!kase) result = 'unknown';
    else if (kase.last_decision_at && decision.decidedAt < kase.last_decision_at) result = 'stale';
    else if (kase.status !== decision.status && !canTransition(kase.status, decision.status, 'provider'))
      result = 'refused';
    const recorded = await trx
      .insertInto('kyc_event')
      .values({
        provider: ctx.provider.name,
        delivery_id: decision.deliveryId,
        reference_id: decision.referenceId,
        status: decision.status,
        decided_at: decision.decidedAt,
        outcome: result === 'applied' ? 'applied' : result,
        received_at: clock.now(),
      })
      .onConflict((oc) => oc.columns(['provider', 'delivery_id']).doNothing())
      .returning('delivery_id')
      .executeTakeFirst();
    if (!recorded) return 'duplicate';
    if (result !== 'applied' || !kase) return result;
    await trx
      .updateTable('kyc_case')
      .set({ last_decision_at: decision.decidedAt })
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
      if (released.length) ctx.log.info({ released: released.map(String) }, 'kyc: held withdrawals released');
      moved = released;
    }
    return 'applied';
  });
  if (moved) kycQueuesChanged(ctx, moved);
  ctx.log.info(
    { deliveryId: forLog(decision.deliveryId, 60), status: decision.status, outcome },
    'kyc: webhook handled',
  );
  return outcome;
}
