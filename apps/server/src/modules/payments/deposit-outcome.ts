import { TransactionStatus } from '@lalebet/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { rewardReferrer } from '../../core/bonus/index.ts';
import { settleDepositReservation } from '../../core/protection/index.ts';
import { clock } from '../../lib/clock.ts';
import { collectDebts } from '../../core/debts/index.ts';
import {
  ensurePlayerAccount,
  ensureSystemAccount,
  postTransfers,
  transferId,
} from '../../core/ledger/index.ts';
import type { GatewayEvent } from '../../infra/payment-gateway/gateway.ts';
import type { PaymentsContext } from './payments.context.ts';
import { depositConfirmedNotification, depositRejectedNotification } from './payments.messages.ts';
import type { LockedPayment } from './payments.repository.ts';

/** What a gateway event did to a locked deposit, inside the webhook's transaction. */
export type EventCtx = Pick<PaymentsContext, 'db' | 'notifier' | 'runtime' | 'log'>;
/** `after` runs once the transaction has committed (pushes). */
export type Outcome = {
  effect: 'duplicate' | 'credited' | 'rejected' | 'ignored' | 'reversed';
  after: (() => Promise<void>)[];
};
const { Confirmed, Pending, Created, Rejected, Cancelled } = TransactionStatus;

/**
 * Credits the deposit: a posted `gateway:<name> -> player` transfer whose id derives from the
 * payment alone, so no second event, whatever its id, can credit it again.
 */
export async function credit(
  ctx: EventCtx,
  trx: Transaction<Database>,
  payment: LockedPayment,
  event: GatewayEvent,
): Promise<Outcome> {
  if (payment.status === Confirmed) return { effect: 'ignored', after: [] };
  if (payment.status === Cancelled || payment.status === Rejected) {
    // Money that arrives late is still the player's: credit it and leave a trace for the operator.
    ctx.log.warn(
      { paymentId: String(payment.id), status: payment.status },
      'payments: credited a deposit that had been closed',
    );
  }
  const player = await ensurePlayerAccount(trx, payment.customer_id);
  const clearing = await ensureSystemAccount(trx, 'gateway', payment.gateway!);
  const id = transferId('deposit', payment.id);
  await postTransfers(trx, [
    {
      id,
      debit: clearing,
      credit: player,
      amount: payment.amount,
      currency: payment.currency,
      code: 'deposit',
      metadata: { paymentId: String(payment.id), eventId: event.eventId },
    },
  ]);
  // A debt from a settlement correction is paid from this deposit first (ADR 047); the cash
  // account is locked by the posting above.
  const owed = await collectDebts(trx, {
    customerId: payment.customer_id,
    currency: payment.currency,
    cash: player,
    credited: payment.amount,
    source: 'deposit',
    creditId: id,
  });
  if (owed) await postTransfers(trx, [owed.spec]);
  await trx
    .updateTable('payment')
    .set({
      status: Confirmed,
      settle_transfer_id: id,
      gateway_payment_id: event.gatewayPaymentId,
      reason_code: null,
      reason_text: null,
      updated_at: clock.now(),
    })
    .where('id', '=', payment.id)
    .where('status', 'in', [Created, Pending, Cancelled, Rejected])
    .execute();
  await settleDepositReservation(trx, String(payment.id), 'confirmed');
  const push = await ctx.notifier.notifyWithin(
    trx,
    payment.customer_id,
    depositConfirmedNotification(payment.amount),
  );
  const customerId = payment.customer_id;
  return {
    effect: 'credited',
    after: [
      push,
      () => ctx.notifier.balanceChanged(customerId),
      ...(await rewardReferrer(trx, ctx.notifier, customerId)),
    ],
  };
}

/** The gateway says the payer did not pay: Rejected with its reason, nothing moves. */
export async function decline(
  ctx: EventCtx,
  trx: Transaction<Database>,
  payment: LockedPayment,
  event: GatewayEvent,
): Promise<Outcome> {
  // A decline never undoes a success, and an expired deposit stays as it is.
  if (payment.status !== Created && payment.status !== Pending) return { effect: 'ignored', after: [] };
  await trx
    .updateTable('payment')
    .set({
      status: Rejected,
      reason_code: 'gateway_declined',
      reason_text: event.reason?.slice(0, 500) ?? null,
      updated_at: clock.now(),
    })
    .where('id', '=', payment.id)
    .where('status', 'in', [Created, Pending])
    .execute();
  await settleDepositReservation(trx, String(payment.id), 'released');
  const push = await ctx.notifier.notifyWithin(
    trx,
    payment.customer_id,
    depositRejectedNotification(payment.amount),
  );
  return { effect: 'rejected', after: [push] };
}
