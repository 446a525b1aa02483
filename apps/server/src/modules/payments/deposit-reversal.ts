import { TransactionStatus } from '@lalebet/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import {
  availableBalance,
  ensurePlayerAccount,
  ensureSystemAccount,
  postTransfers,
  transferId,
} from '../../core/ledger/index.ts';
import type { GatewayEvent } from '../../infra/payment-gateway/gateway.ts';
import { clock } from '../../lib/clock.ts';
import type { EventCtx, Outcome } from './deposit-outcome.ts';
import type { LockedPayment } from './payments.repository.ts';
import { raiseEventFlag } from './reconciliation/flags.repository.ts';

/**
 * A refund or chargeback of a credited deposit (docs/decisions/088-payment-providers-and-payouts.md):
 * the posted transfer `player -> gateway:<name>` whose id derives from the payment alone, so one
 * deposit is reversed at most once whatever the events. When the player's available balance does
 * not cover it (the money was played or is held for a withdrawal), nothing is posted: the event
 * stays recorded and the operator reconciles it by hand (logged as an error).
 */
export async function reverseDeposit(
  ctx: EventCtx,
  trx: Transaction<Database>,
  payment: LockedPayment,
  event: GatewayEvent,
): Promise<Outcome> {
  const log = { paymentId: String(payment.id), eventId: event.eventId, type: event.type };
  const fits =
    event.amount > 0n &&
    event.amount <= payment.amount &&
    event.currency === payment.currency &&
    event.gatewayPaymentId === payment.gateway_payment_id;
  if (payment.status !== TransactionStatus.Confirmed || !fits) {
    ctx.log.warn(log, 'payments: refund or chargeback for a deposit not credited as such; recorded only');
    return { effect: 'ignored', after: [] };
  }
  const player = await ensurePlayerAccount(trx, payment.customer_id, payment.currency);
  // The player's account row locked first, so the balance read stays true until the posting.
  await trx.selectFrom('ledger_account').select('id').where('id', '=', player).forUpdate().execute();
  if ((await availableBalance(trx, payment.customer_id, payment.currency)) < event.amount) {
    const theirs = event.type === 'payment.chargeback' ? 'chargeback' : 'refunded';
    const subject = { ...payment, kind: 'deposit' as const, providerId: payment.gateway_payment_id };
    const statuses = { ours: 'paid' as const, theirs, theirAmount: event.amount } as const;
    await raiseEventFlag(trx, payment.gateway!, subject, statuses, clock.now());
    ctx.log.error(
      log,
      "payments: refund or chargeback exceeds the player's balance; recorded, reconcile by hand",
    );
    return { effect: 'ignored', after: [] };
  }
  const clearing = await ensureSystemAccount(trx, 'gateway', payment.gateway!, payment.currency);
  await postTransfers(trx, [
    {
      id: transferId('deposit', payment.id, 'reversal'),
      debit: player,
      credit: clearing,
      amount: event.amount,
      currency: payment.currency,
      code: event.type === 'payment.chargeback' ? 'deposit_chargeback' : 'deposit_refund',
      metadata: { paymentId: String(payment.id), eventId: event.eventId },
    },
  ]);
  await trx
    .updateTable('payment')
    .set({
      reason_code: event.type === 'payment.chargeback' ? 'chargeback' : 'refunded',
      updated_at: clock.now(),
    })
    .where('id', '=', payment.id)
    .execute();
  const customerId = payment.customer_id;
  return { effect: 'reversed', after: [() => ctx.notifier.balanceChanged(customerId)] };
}
