import { TransactionKind } from '@lalebet/shared';
import type { AuthenticatedAdmin } from '../../core/accounts/index.ts';
import { fireAfterCommit } from '../../lib/after-commit.ts';
import { hasOpenDebt } from '../../core/debts/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { PaymentsContext } from './payments.context.ts';
import {
  type WithdrawalDecision,
  decisionRefusal,
  recordDecision,
  resolveWithdrawalHold,
} from './admin-withdrawal-steps.ts';
import { lockPayment } from './payments.repository.ts';
import { confirmGate, withdrawalApprovalThreshold } from './admin-withdrawal-approval.ts';
import { markPayoutRequested, payoutProvider, sendPayout } from './payout-request.ts';

export type { WithdrawalDecision } from './admin-withdrawal-steps.ts';

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
): Promise<'confirmed' | 'pending_second_approval' | 'rejected' | 'payout_requested' | 'payout_failed'> {
  const confirm = decision.action === 'confirm';
  const threshold = confirm ? await withdrawalApprovalThreshold(ctx.db) : 0n;
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const payment = await lockPayment(trx, BigInt(decision.id), TransactionKind.Withdraw);
    if (!payment) throw new AppError('WITHDRAWAL_NOT_FOUND');
    const refusal = decisionRefusal(payment, confirm, clock.now());
    if (refusal) throw refusal;
    // A debt from a corrected bet is paid first (docs/decisions/047-money-details.md); reject stays possible.
    if (confirm && (await hasOpenDebt(trx, payment.customer_id))) throw new AppError('ACCOUNT_DEBT_OPEN');
    if (confirm) {
      const gate = await confirmGate(trx, payment, admin.id, threshold, { meta: ctx.meta, now: clock.now() });
      if (gate === 'first') return null;
      // Paid through the method's provider (ADR 088): the hold stays until the provider answers.
      const provider = await payoutProvider(trx, ctx, payment);
      if (provider) {
        await markPayoutRequested(trx, ctx.meta, payment, admin.id, provider.name);
        return 'payout' as const;
      }
    }
    const settle = await resolveWithdrawalHold(trx, payment, confirm, admin.id);
    const reason = decision.action === 'reject' ? decision.reason : null;
    return recordDecision(trx, ctx, payment, { adminId: admin.id, settle, confirm, reason });
  });
  if (outcome === null) {
    ctx.log.info({ paymentId: String(decision.id), adminId: String(admin.id) }, 'payments: first approval');
    fireAfterCommit(ctx.log, 'payments', [() => ctx.notifier.staffQueue('withdrawals')]);
    return 'pending_second_approval';
  }
  if (outcome === 'payout') {
    const result = await sendPayout(ctx, BigInt(decision.id));
    fireAfterCommit(ctx.log, 'payments', [() => ctx.notifier.staffQueue('withdrawals')]);
    return result === 'paid' ? 'confirmed' : result === 'failed' ? 'payout_failed' : 'payout_requested';
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
