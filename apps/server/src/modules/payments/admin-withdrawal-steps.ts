import { TransactionStatus } from '@lalebet/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { audit } from '../../core/audit.ts';
import { LedgerError, resolveHold, transferId } from '../../core/ledger/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AfterCommit } from '../../lib/after-commit.ts';
import { clock } from '../../lib/clock.ts';
import { forLog } from '../../lib/identity.ts';
import type { PaymentsContext } from './payments.context.ts';
import { withdrawalConfirmedNotification, withdrawalRejectedNotification } from './payments.messages.ts';
import type { LockedPayment } from './payments.repository.ts';
import { coolingOffMessage } from './withdraw.messages.ts';

export type WithdrawalDecision =
  { id: number; action: 'confirm' } | { id: number; action: 'reject'; reason: string };

/**
 * Pure: why this withdrawal cannot take this decision now, if anything stops it (the debt check
 * needs the database and comes after). A reject stays possible in every waiting state.
 */
export function decisionRefusal(
  payment: LockedPayment | undefined,
  confirm: boolean,
  now: Date,
): AppError | null {
  if (!payment) return new AppError('WITHDRAWAL_NOT_FOUND');
  // Asked of a provider already (ADR 088): its answer decides, not staff.
  if (payment.payout_state) return new AppError('WITHDRAWAL_ALREADY_DECIDED');
  // One waiting for identity (ADR 026) may be rejected by staff, never paid out before approval.
  const waiting = payment.status === TransactionStatus.WaitingForKyc;
  if (waiting && confirm) return new AppError('KYC_REQUIRED');
  if (payment.status !== TransactionStatus.Pending && !waiting)
    return new AppError('WITHDRAWAL_ALREADY_DECIDED');
  if (!confirm) return null;
  // A hold is lifted by a release, never by a confirm (docs/decisions/030-four-eyes-adjustments.md).
  if (payment.held_at) return new AppError('WITHDRAWAL_ON_HOLD');
  // A new payout destination waits out its cooling-off period.
  if (payment.payable_from && payment.payable_from > now) {
    return new AppError('WITHDRAWAL_COOLING_OFF', { message: coolingOffMessage(payment.payable_from) });
  }
  return null;
}

/** Posts (the money leaves) or voids (spendable again) the hold; a second resolution is refused. */
export async function resolveWithdrawalHold(
  trx: Transaction<Database>,
  payment: LockedPayment,
  confirm: boolean,
  adminId: bigint,
): Promise<string> {
  const settle = transferId('withdrawal', payment.id, confirm ? 'post' : 'void');
  try {
    await resolveHold(trx, {
      id: settle,
      pendingId: payment.hold_transfer_id!,
      action: confirm ? 'post' : 'void',
      code: confirm ? 'withdrawal_post' : 'withdrawal_void',
      metadata: { paymentId: String(payment.id), adminId: String(adminId) },
    });
  } catch (err) {
    if (err instanceof LedgerError && err.code === 'hold_already_resolved') {
      throw new AppError('WITHDRAWAL_ALREADY_DECIDED');
    }
    throw err;
  }
  return settle;
}

/** The decided row, its audit row and the player's notification, all in the decision's transaction. */
export async function recordDecision(
  trx: Transaction<Database>,
  ctx: Pick<PaymentsContext, 'meta' | 'notifier'>,
  payment: LockedPayment,
  d: { adminId: bigint; settle: string; confirm: boolean; reason: string | null },
): Promise<{ customerId: bigint; pushes: AfterCommit[] }> {
  const { confirm } = d;
  const now = clock.now();
  await trx
    .updateTable('payment')
    .set({
      status: confirm ? TransactionStatus.Confirmed : TransactionStatus.Rejected,
      settle_transfer_id: d.settle,
      decided_by: d.adminId,
      decided_at: now,
      reason_code: confirm ? null : 'operator_rejected',
      reason_text: d.reason,
      held_at: null,
      held_by: null,
      hold_reason: null,
      updated_at: now,
    })
    .where('id', '=', payment.id)
    .where('status', '=', payment.status)
    .execute();
  await audit(trx, {
    actor: { kind: 'admin', id: d.adminId },
    event: confirm ? 'withdrawal_confirmed' : 'withdrawal_rejected',
    meta: ctx.meta,
    details: {
      paymentId: String(payment.id),
      customerId: String(payment.customer_id),
      amount: String(payment.amount),
      ...(d.reason ? { reason: forLog(d.reason, 200) } : {}),
    },
  });
  const note = d.reason
    ? withdrawalRejectedNotification(payment.amount, d.reason)
    : withdrawalConfirmedNotification(payment.amount);
  return {
    customerId: payment.customer_id,
    pushes: [await ctx.notifier.notifyWithin(trx, payment.customer_id, note)],
  };
}
