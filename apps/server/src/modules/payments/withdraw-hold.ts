import { TransactionKind, TransactionStatus } from '@lalebet/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AfterCommit } from '../../lib/after-commit.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import {
  bonusForfeitedNotification,
  forfeitActiveBonus,
  forfeitPendingClaims,
  hasActiveBonus,
} from '../../core/bonus/index.ts';
import { hasOpenDebt } from '../../core/debts/index.ts';
import { withdrawalWaitsForKyc } from '../../core/kyc/index.ts';
import {
  DEFAULT_CURRENCY,
  type TransferSpec,
  ensurePlayerAccount,
  ensureSystemAccount,
  postTransfers,
  transferId,
} from '../../core/ledger/index.ts';
import type { IdempotencyClaim } from './idempotency.ts';
import type { PaymentsContext } from './payments.context.ts';
import { insertPayment, nextPaymentId } from './payments.repository.ts';
import { recordDestination } from './payout-details.ts';
import type { WithdrawalRequest } from './withdraw-request.ts';

/** Withdrawals wait here until an operator pays them out by hand (no payout gateway yet). */
export const WITHDRAWAL_ACCOUNT = 'manual';

/** What the withdrawal's transaction decided, returned from it. */
export type WithdrawalHeld = {
  id: bigint;
  payableFrom: Date | null;
  waitingForKyc: boolean;
  forfeitPush: AfterCommit | null;
  claimsEnded: number;
};

/** The pending posting that makes the amount unspendable while the request waits. */
export function holdTransfer(
  paymentId: bigint,
  accounts: { player: bigint; withdrawals: bigint },
  amount: bigint,
): TransferSpec {
  return {
    id: transferId('withdrawal', paymentId, 'hold'),
    debit: accounts.player,
    credit: accounts.withdrawals,
    amount,
    currency: DEFAULT_CURRENCY,
    code: 'withdrawal_hold',
    phase: 'pending',
    metadata: { paymentId: String(paymentId) },
  };
}

type Step = { ctx: PaymentsContext; customerId: bigint; request: WithdrawalRequest };

/**
 * The Pending (or WaitingForKyc) row with its payout destination. A destination seen for the
 * first time is payable only after the cooling-off period (ADR 015); above the KYC thresholds the
 * request waits for identity, still held (ADR 026). The row claims the Idempotency-Key before the
 * hold: a concurrent duplicate waits on the key and then replays, instead of racing for the
 * balance (the hold's FK is checked at commit).
 */
async function insertWithdrawal(
  trx: Transaction<Database>,
  { ctx, customerId, request }: Step,
  claim: IdempotencyClaim | null,
) {
  const { payout, amount } = request;
  const paymentId = await nextPaymentId(trx);
  const now = clock.now();
  const destination = payout.destination
    ? await recordDestination(
        trx,
        ctx.runtime.payoutKeys,
        customerId,
        payout.destination,
        now,
        request.coolingOffMs,
      )
    : null;
  const payableFrom = destination && destination.usable_from > now ? destination.usable_from : null;
  const waitingForKyc = await withdrawalWaitsForKyc(trx, customerId, amount, request.thresholds);
  await insertPayment(trx, {
    id: paymentId,
    customer_id: customerId,
    kind: TransactionKind.Withdraw,
    method_id: request.method.id,
    status: waitingForKyc ? TransactionStatus.WaitingForKyc : TransactionStatus.Pending,
    amount,
    currency: DEFAULT_CURRENCY,
    detail: payout.detail,
    payout_destination_id: destination?.id ?? null,
    payable_from: payableFrom,
    hold_transfer_id: transferId('withdrawal', paymentId, 'hold'),
    idempotency_key: claim?.key ?? null,
    request_hash: claim?.hash ?? null,
    created_at: now,
    updated_at: now,
  });
  return { paymentId, payableFrom, waitingForKyc };
}

/** The bonus row is locked before any ledger account (the wallet's lock order). */
async function forfeitBonus(trx: Transaction<Database>, { ctx, customerId }: Step, confirmed: boolean) {
  if (!confirmed) {
    if (await hasActiveBonus(trx, customerId)) throw new AppError('BONUS_FORFEIT_REQUIRED');
    return null;
  }
  if (!(await forfeitActiveBonus(trx, customerId))) return null;
  return ctx.notifier.notifyWithin(trx, customerId, bonusForfeitedNotification());
}

/** In one transaction: the row, the bonus forfeit, the hold, then the debt check under its lock. */
export async function holdWithdrawal(
  trx: Transaction<Database>,
  step: Step,
  opts: { forfeitBonus: boolean; claim: IdempotencyClaim | null },
): Promise<WithdrawalHeld> {
  const { customerId } = step;
  const { paymentId, payableFrom, waitingForKyc } = await insertWithdrawal(trx, step, opts.claim);
  const forfeitPush = await forfeitBonus(trx, step, opts.forfeitBonus);
  const player = await ensurePlayerAccount(trx, customerId);
  const withdrawals = await ensureSystemAccount(trx, 'withdrawals', WITHDRAWAL_ACCOUNT);
  await postTransfers(trx, [holdTransfer(paymentId, { player, withdrawals }, step.request.amount)]);
  // Again under the cash lock the hold took: a correction that committed meanwhile is seen.
  if (await hasOpenDebt(trx, customerId)) throw new AppError('ACCOUNT_DEBT_OPEN');
  const claimsEnded = await forfeitPendingClaims(trx, customerId);
  return { id: paymentId, payableFrom, waitingForKyc, forfeitPush, claimsEnded };
}
