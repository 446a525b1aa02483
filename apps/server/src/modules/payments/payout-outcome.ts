import { TransactionKind, TransactionStatus } from '@lalebet/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { audit } from '../../core/audit.ts';
import { fireAfterCommit } from '../../lib/after-commit.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { forLog } from '../../lib/identity.ts';
import type { GatewayEvent } from '../../infra/payment-gateway/gateway.ts';
import { resolveWithdrawalHold } from './admin-withdrawal-steps.ts';
import type { EventCtx } from './deposit-outcome.ts';
import { withdrawalConfirmedNotification, withdrawalRejectedNotification } from './payments.messages.ts';
import { type LockedPayment, lockPayment, recordPspEvent } from './payments.repository.ts';
import { raiseEventFlag } from './reconciliation/flags.repository.ts';

/** What the provider said about a payout: its synchronous answer, or a verified event. */
export type PayoutOutcome = {
  /** Our withdrawal id. */
  reference: string;
  gatewayPayoutId: string | null;
  result: 'paid' | 'failed';
  /** The provider's words for a failure: shown to the player and to staff. */
  reason: string | null;
  /** Set when it came as a webhook: recorded once by its id, amount and currency checked. */
  event?: GatewayEvent;
};

export type PayoutEffect = 'paid' | 'failed' | 'duplicate' | 'ignored';

/** The event recorded once by its id (false: seen before), then checked against the withdrawal. */
async function recordPayoutEvent(
  trx: Transaction<Database>,
  gateway: string,
  payment: LockedPayment,
  event: GatewayEvent,
): Promise<boolean> {
  const recorded = await recordPspEvent(trx, gateway, payment.id, event, clock.now());
  if (!recorded) return false;
  if (event.amount !== payment.amount || event.currency !== payment.currency) {
    throw new AppError('WEBHOOK_PAYMENT_MISMATCH');
  }
  return true;
}

const withdrawalIdOf = (reference: string) => (/^[1-9]\d{0,17}$/.test(reference) ? BigInt(reference) : null);

/**
 * Applies a payout's outcome once (docs/decisions/088-payment-providers-and-payouts.md), with the
 * withdrawal row locked: `paid` posts the hold (Confirmed), `failed` voids it, so the money is the
 * player's again (Rejected, with the provider's reason). The first outcome wins: a duplicate, a
 * replay or a contradicting later one (paid after failed, failed after paid) changes nothing and
 * a contradiction is logged as an error for the operator to reconcile.
 */
export async function settlePayout(ctx: EventCtx, gateway: string, o: PayoutOutcome): Promise<PayoutEffect> {
  const id = withdrawalIdOf(o.reference);
  const { effect, after } = await ctx.db.transaction().execute(async (trx) => {
    const payment = id === null ? undefined : await lockPayment(trx, id, TransactionKind.Withdraw);
    if (!payment || payment.gateway !== gateway || payment.payout_state === null) {
      throw new AppError('WEBHOOK_PAYMENT_UNKNOWN');
    }
    if (o.event && !(await recordPayoutEvent(trx, gateway, payment, o.event))) {
      return { effect: 'duplicate' as const, after: [] };
    }
    if (payment.payout_state !== 'requested') {
      if (payment.payout_state !== o.result) {
        const theirs = { ours: payment.payout_state, theirs: o.result, theirAmount: payment.amount };
        const subject = { ...payment, kind: 'payout' as const, providerId: payment.gateway_payment_id };
        await raiseEventFlag(trx, gateway, subject, theirs, clock.now());
        ctx.log.error(
          { paymentId: String(payment.id), gateway, state: payment.payout_state, got: o.result },
          'payments: payout outcome contradicts the settled one; not applied, reconcile with the provider',
        );
      }
      return { effect: 'ignored' as const, after: [] };
    }
    const paid = o.result === 'paid';
    const settle = await resolveWithdrawalHold(trx, payment, paid, payment.decided_by ?? 0n);
    const now = clock.now();
    await trx
      .updateTable('payment')
      .set({
        status: paid ? TransactionStatus.Confirmed : TransactionStatus.Rejected,
        payout_state: o.result,
        settle_transfer_id: settle,
        ...(o.gatewayPayoutId ? { gateway_payment_id: o.gatewayPayoutId } : {}),
        reason_code: paid ? null : 'payout_failed',
        reason_text: paid ? null : forLog(o.reason ?? gateway, 500),
        updated_at: now,
      })
      .where('id', '=', payment.id)
      .where('payout_state', '=', 'requested')
      .execute();
    await audit(trx, {
      actor: { kind: 'system', id: null },
      event: paid ? 'withdrawal_payout_paid' : 'withdrawal_payout_failed',
      meta: null,
      details: {
        paymentId: String(payment.id),
        customerId: String(payment.customer_id),
        amount: String(payment.amount),
        gateway,
        ...(o.reason ? { reason: forLog(o.reason, 200) } : {}),
      },
    });
    const note = paid
      ? withdrawalConfirmedNotification(payment.amount)
      : withdrawalRejectedNotification(payment.amount, o.reason ?? gateway);
    const push = await ctx.notifier.notifyWithin(trx, payment.customer_id, note);
    const customerId = payment.customer_id;
    return {
      effect: o.result,
      after: [
        push,
        () => ctx.notifier.balanceChanged(customerId),
        () => ctx.notifier.staffQueue('withdrawals'),
      ],
    };
  });
  ctx.log.info({ gateway, reference: o.reference, result: o.result, effect }, 'payments: payout outcome');
  fireAfterCommit(ctx.log, 'payments', after);
  return effect;
}
