import { TransactionKind, TransactionStatus } from '@lalebet/shared';
import type { AuthenticatedAdmin } from '../../core/accounts/index.ts';
import { audit } from '../../core/audit.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { forLog } from '../../lib/identity.ts';
import type { PaymentsContext } from './payments.context.ts';
import { lockPayment } from './payments.repository.ts';

export type HoldDecision = { id: number; action: 'hold'; reason: string } | { id: number; action: 'release' };

/**
 * Puts a waiting withdrawal on hold while an operator looks into it, or releases it
 * (docs/decisions/030-four-eyes-adjustments.md). Nothing moves in the ledger: the amount is
 * already held by the withdrawal itself; the mark only stops a confirm, here and in the
 * database's payment_hold_open check. A reject ends the hold with the withdrawal.
 */
export async function holdWithdrawal(
  ctx: Pick<PaymentsContext, 'db' | 'meta'>,
  admin: AuthenticatedAdmin,
  decision: HoldDecision,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const payment = await lockPayment(trx, BigInt(decision.id), TransactionKind.Withdraw);
    if (!payment) throw new AppError('WITHDRAWAL_NOT_FOUND');
    const open =
      payment.status === TransactionStatus.Pending || payment.status === TransactionStatus.WaitingForKyc;
    // Once asked of a provider (ADR 088) the withdrawal is no longer staff's to hold.
    if (!open || payment.payout_state) throw new AppError('WITHDRAWAL_ALREADY_DECIDED');
    const hold = decision.action === 'hold';
    if (hold && payment.held_at) throw new AppError('WITHDRAWAL_ON_HOLD');
    if (!hold && !payment.held_at) throw new AppError('WITHDRAWAL_NOT_HELD');
    const now = clock.now();
    await trx
      .updateTable('payment')
      .set({
        held_at: hold ? now : null,
        held_by: hold ? admin.id : null,
        hold_reason: hold ? decision.reason : null,
        updated_at: now,
      })
      .where('id', '=', payment.id)
      .execute();
    await audit(trx, {
      actor: { kind: 'admin', id: admin.id },
      event: hold ? 'withdrawal_held' : 'withdrawal_released',
      meta: ctx.meta,
      details: {
        paymentId: String(payment.id),
        customerId: String(payment.customer_id),
        amount: String(payment.amount),
        ...(hold ? { reason: forLog(decision.reason, 200) } : {}),
      },
    });
  });
}
