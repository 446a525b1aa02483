import { TransactionKind, TransactionStatus } from '@lalebet/shared';
import type { AuthenticatedAdmin } from '../../core/accounts/admin-sessions.ts';
import { fireAfterCommit } from '../../lib/after-commit.ts';
import { hasOpenDebt } from '../../core/debts/debts.repository.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../core/audit.ts';
import { clock } from '../../lib/clock.ts';
import { forLog } from '../../lib/identity.ts';
import { LedgerError, resolveHold, transferId } from '../../core/ledger/index.ts';
import type { PaymentsContext } from './payments.context.ts';
import { withdrawalConfirmedNotification, withdrawalRejectedNotification } from './payments.messages.ts';
import { coolingOffMessage } from './withdraw.messages.ts';
import { lockPayment } from './payments.repository.ts';
import { confirmGate, withdrawalApprovalThreshold } from './admin-withdrawal-approval.ts';

export type WithdrawalDecision =
  { id: number; action: 'confirm' } | { id: number; action: 'reject'; reason: string };

/**
 * An operator confirms (the hold is posted: the money leaves) or rejects (the hold is voided:
 * the money is spendable again) a Pending withdrawal. The row lock and the status guard make a
 * confirm racing a reject end with exactly one winner; the ledger's one-resolution-per-hold
 * index would refuse a second resolution even if they did not. The audit row and the
 * notification commit with the decision. A confirm passes confirmGate first (beneficiary,
 * creditor and second-approver rules); above the threshold the first one only records itself.
 */
export async function decideWithdrawal(
  ctx: Omit<PaymentsContext, 'limiter'>,
  admin: AuthenticatedAdmin,
  decision: WithdrawalDecision,
): Promise<'confirmed' | 'pending_second_approval' | 'rejected'> {
  const confirm = decision.action === 'confirm';
  const threshold = confirm ? await withdrawalApprovalThreshold(ctx.db) : 0n;
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const payment = await lockPayment(trx, BigInt(decision.id), TransactionKind.Withdraw);
    if (!payment) throw new AppError('WITHDRAWAL_NOT_FOUND');
    // One waiting for identity (ADR 026) may be rejected by staff, never paid out before approval.
    const waiting = payment.status === TransactionStatus.WaitingForKyc;
    if (waiting && confirm) throw new AppError('KYC_REQUIRED');
    if (payment.status !== TransactionStatus.Pending && !waiting) {
      throw new AppError('WITHDRAWAL_ALREADY_DECIDED');
    }
    // A hold is lifted by a release, never by a confirm (docs/decisions/030-four-eyes-adjustments.md).
    if (confirm && payment.held_at) throw new AppError('WITHDRAWAL_ON_HOLD');
    // A new payout destination waits out its cooling-off period; rejecting it stays possible.
    if (confirm && payment.payable_from && payment.payable_from > clock.now()) {
      throw new AppError('WITHDRAWAL_COOLING_OFF', { message: coolingOffMessage(payment.payable_from) });
    }
    // A debt from a corrected bet is paid first (docs/decisions/047-money-details.md); reject stays possible.
    if (confirm && (await hasOpenDebt(trx, payment.customer_id))) throw new AppError('ACCOUNT_DEBT_OPEN');
    if (confirm) {
      const gate = await confirmGate(trx, payment, admin.id, threshold, { meta: ctx.meta, now: clock.now() });
      if (gate === 'first') return null;
    }
    const settle = transferId('withdrawal', payment.id, confirm ? 'post' : 'void');
    try {
      await resolveHold(trx, {
        id: settle,
        pendingId: payment.hold_transfer_id!,
        action: confirm ? 'post' : 'void',
        code: confirm ? 'withdrawal_post' : 'withdrawal_void',
        metadata: { paymentId: String(payment.id), adminId: String(admin.id) },
      });
    } catch (err) {
      if (err instanceof LedgerError && err.code === 'hold_already_resolved') {
        throw new AppError('WITHDRAWAL_ALREADY_DECIDED');
      }
      throw err;
    }
    const now = clock.now();
    const reason = decision.action === 'reject' ? decision.reason : null;
    await trx
      .updateTable('payment')
      .set({
        status: confirm ? TransactionStatus.Confirmed : TransactionStatus.Rejected,
        settle_transfer_id: settle,
        decided_by: admin.id,
        decided_at: now,
        reason_code: confirm ? null : 'operator_rejected',
        reason_text: reason,
        held_at: null,
        held_by: null,
        hold_reason: null,
        updated_at: now,
      })
      .where('id', '=', payment.id)
      .where('status', '=', payment.status)
      .execute();
    await audit(trx, {
      actor: { kind: 'admin', id: admin.id },
      event: confirm ? 'withdrawal_confirmed' : 'withdrawal_rejected',
      meta: ctx.meta,
      details: {
        paymentId: String(payment.id),
        customerId: String(payment.customer_id),
        amount: String(payment.amount),
        ...(reason ? { reason: forLog(reason, 200) } : {}),
      },
    });
    const note = reason
      ? withdrawalRejectedNotification(payment.amount, reason)
      : withdrawalConfirmedNotification(payment.amount);
    return {
      customerId: payment.customer_id,
      pushes: [await ctx.notifier.notifyWithin(trx, payment.customer_id, note)],
    };
  });
  if (outcome === null) {
    ctx.log.info({ paymentId: String(decision.id), adminId: String(admin.id) }, 'payments: first approval');
    fireAfterCommit(ctx.log, 'payments', [() => ctx.notifier.staffQueue('withdrawals')]);
    return 'pending_second_approval';
  }
  const { customerId, pushes } = outcome;
  ctx.log.info(
    { paymentId: String(decision.id), adminId: String(admin.id), action: decision.action },
    'payments: withdrawal decided',
  );
  fireAfterCommit(ctx.log, 'payments', [
    ...pushes,
    () => ctx.notifier.balanceChanged(customerId),
    () => ctx.notifier.staffQueue('withdrawals'),
  ]);
  return confirm ? 'confirmed' : 'rejected';
}
