import { type PaymentSubmit, TransactionKind } from '@lalebet/shared';
import type { AuthenticatedCustomer } from '../../core/accounts/index.ts';
import { hasActiveBonus } from '../../core/bonus/index.ts';
import { hasOpenDebt } from '../../core/debts/index.ts';
import { type KycThresholds, kycThresholds } from '../../core/kyc/index.ts';
import { intOption, readOptions } from '../../core/site-options.ts';
import { AppError } from '../../lib/app-error.ts';
import { HOUR_MS } from '../../lib/clock.ts';
import { validateDetail } from './payment-detail.ts';
import type { LoadedMethod } from './methods.service.ts';
import { loadMethod } from './methods.service.ts';
import { type PaymentsContext, limitSubmissions } from './payments.context.ts';
import { type ProtectedDetail, protectDetail } from './payout-details.ts';
import { type StepUpAccount, confirmStepUp } from './step-up.ts';

/** A withdrawal request checked and confirmed: what its transaction and its e-mail need. */
export type WithdrawalRequest = {
  method: LoadedMethod['method'];
  amount: bigint;
  payout: ProtectedDetail;
  account: StepUpAccount;
  coolingOffMs: number;
  thresholds: KycThresholds;
};

/**
 * The checks before the transaction, cheapest first: the method and its detail, the bonus
 * confirmation and an open debt (both before the step-up, so an SMS code is not spent on a request
 * that is refused anyway), the step-up, the submission limit, then the sealed payout detail.
 */
export async function prepareWithdrawal(
  ctx: PaymentsContext,
  customer: AuthenticatedCustomer,
  body: PaymentSubmit,
): Promise<WithdrawalRequest> {
  const { method, fields } = await loadMethod(ctx.db, body.id, TransactionKind.Withdraw);
  const { detail: valid, amount } = validateDetail(fields, body.detail);
  // Withdrawing while a bonus is active cancels it, so the player must have confirmed (ADR 012).
  if (!body.forfeitBonus && (await hasActiveBonus(ctx.db, customer.id))) {
    throw new AppError('BONUS_FORFEIT_REQUIRED');
  }
  // A debt from a corrected bet blocks withdrawals until paid (docs/decisions/047-money-details.md).
  if (await hasOpenDebt(ctx.db, customer.id)) throw new AppError('ACCOUNT_DEBT_OPEN');
  const account = await confirmStepUp(ctx, customer.id, body);
  await limitSubmissions(ctx, customer.id);
  const gateway = ctx.runtime.gateways.forMethod(method) ?? ctx.runtime.gateways.primary;
  const payout = await protectDetail(gateway, customer.id, fields, valid);
  const coolingOffMs = (await coolingOffHours(ctx)) * HOUR_MS;
  const thresholds = await kycThresholds(ctx.db);
  return { method, amount, payout, account, coolingOffMs, thresholds };
}

/** Site option PayoutDestinationCoolingOffHours: default 24, 0 turns the wait off, at most 30 days. */
async function coolingOffHours(ctx: PaymentsContext): Promise<number> {
  const key = 'payoutdestinationcoolingoffhours';
  return intOption(await readOptions(ctx.db, [key]), key, 24, 0, 720);
}
