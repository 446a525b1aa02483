import { type PaymentSubmit, TransactionKind, TransactionStatus } from '@lalebet/shared';
import type { AuthenticatedCustomer } from '../../core/accounts/resolve-session.ts';
import { fireAfterCommit } from '../../lib/after-commit.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  bonusForfeitedNotification,
  forfeitActiveBonus,
  forfeitPendingClaims,
  hasActiveBonus,
} from '../../core/bonus/forfeit.ts';
import { HOUR_MS, clock } from '../../lib/clock.ts';
import {
  DEFAULT_CURRENCY,
  LedgerError,
  ensurePlayerAccount,
  ensureSystemAccount,
  postTransfers,
  transferId,
} from '../../core/ledger/index.ts';
import { readOptions, intOption } from '../../core/site-options.ts';
import { kycThresholds, withdrawalWaitsForKyc } from '../../core/kyc/withdrawal-gate.ts';
import { hasOpenDebt } from '../../core/debts/debts.repository.ts';
import { validateDetail } from './detail.ts';
import { type IdempotencyClaim, isKeyConflict, previousPayment } from './idempotency.ts';
import { loadMethod } from './methods.service.ts';
import { type PaymentsContext, limitSubmissions } from './payments.context.ts';
import { withdrawalRequestedMail } from './withdraw.messages.ts';
import { insertPayment, nextPaymentId } from './payments.repository.ts';
import { protectDetail, recordDestination } from './payout-details.ts';
import { confirmStepUp } from './step-up.ts';

/** Withdrawals wait here until an operator pays them out by hand (no payout gateway yet). */
export const WITHDRAWAL_ACCOUNT = 'manual';

/**
 * Requests a withdrawal: in ONE transaction the Pending row and a pending ledger hold
 * `player -> withdrawals:manual`, so the money stops being spendable the moment the request
 * exists, and a request the balance cannot cover leaves no row at all (the database's
 * no-overdraft check refuses the hold). The player cannot cancel it; an operator decides.
 * The password or an SMS code confirms it, the account's e-mail is told, and a payout
 * destination seen for the first time is payable only after the cooling-off period
 * (docs/decisions/015-withdrawal-step-up-and-payout-details.md). Answers that moment, if any.
 */
export async function createWithdrawal(
  ctx: PaymentsContext,
  customer: AuthenticatedCustomer,
  body: PaymentSubmit,
  claim: IdempotencyClaim | null,
): Promise<WithdrawalCreated> {
  const previous = await previousPayment(ctx.db, customer.id, claim);
  if (previous) return assertWithdrawal(previous);

  const { method, fields } = await loadMethod(ctx.db, body.id, TransactionKind.Withdraw);
  const { detail: valid, amount } = validateDetail(fields, body.detail);
  // Withdrawing while a bonus is active cancels it, so the player must have confirmed (ADR 012).
  // Asked before the step-up, so an SMS code is not spent on a request that only asks this.
  if (!body.forfeitBonus && (await hasActiveBonus(ctx.db, customer.id))) {
    throw new AppError('BONUS_FORFEIT_REQUIRED');
  }
  // A debt from a corrected bet blocks withdrawals until paid (docs/decisions/047-money-details.md).
  if (await hasOpenDebt(ctx.db, customer.id)) throw new AppError('ACCOUNT_DEBT_OPEN');
  const account = await confirmStepUp(ctx, customer.id, body);
  await limitSubmissions(ctx, customer.id);
  const gateway = ctx.runtime.gateways.get(method.gateway ?? '') ?? [...ctx.runtime.gateways.values()][0];
  const payout = await protectDetail(gateway, customer.id, fields, valid);
  const coolingOffMs = (await coolingOffHours(ctx)) * HOUR_MS;
  const thresholds = await kycThresholds(ctx.db);

  let id: bigint;
  let payableFrom: Date | null = null;
  let waitingForKyc = false;
  let forfeitPush: (() => Promise<void>) | null = null;
  let claimsEnded = 0;
  try {
    id = await ctx.db.transaction().execute(async (trx) => {
      const paymentId = await nextPaymentId(trx);
      const hold = transferId('withdrawal', paymentId, 'hold');
      const now = clock.now();
      const destination = payout.destination
        ? await recordDestination(
            trx,
            ctx.runtime.payoutKeys,
            customer.id,
            payout.destination,
            now,
            coolingOffMs,
          )
        : null;
      payableFrom = destination && destination.usable_from > now ? destination.usable_from : null;
      // Above the KYC thresholds the request waits for identity, still held (ADR 026).
      waitingForKyc = await withdrawalWaitsForKyc(trx, customer.id, amount, thresholds);
      // The row claims the Idempotency-Key before the hold: a concurrent duplicate waits on the
      // key and then replays, instead of racing for the balance (the hold's FK is checked at commit).
      await insertPayment(trx, {
        id: paymentId,
        customer_id: customer.id,
        kind: TransactionKind.Withdraw,
        method_id: method.id,
        status: waitingForKyc ? TransactionStatus.WaitingForKyc : TransactionStatus.Pending,
        amount,
        currency: DEFAULT_CURRENCY,
        detail: payout.detail,
        payout_destination_id: destination?.id ?? null,
        payable_from: payableFrom,
        hold_transfer_id: hold,
        idempotency_key: claim?.key ?? null,
        request_hash: claim?.hash ?? null,
        created_at: now,
        updated_at: now,
      });
      // The bonus row is locked before any ledger account (the wallet's lock order).
      if (body.forfeitBonus) {
        const forfeited = await forfeitActiveBonus(trx, customer.id);
        if (forfeited) {
          forfeitPush = await ctx.notifier.notifyWithin(trx, customer.id, bonusForfeitedNotification());
        }
      } else if (await hasActiveBonus(trx, customer.id)) {
        throw new AppError('BONUS_FORFEIT_REQUIRED');
      }
      const player = await ensurePlayerAccount(trx, customer.id);
      const withdrawals = await ensureSystemAccount(trx, 'withdrawals', WITHDRAWAL_ACCOUNT);
      await postTransfers(trx, [
        {
          id: hold,
          debit: player,
          credit: withdrawals,
          amount,
          currency: DEFAULT_CURRENCY,
          code: 'withdrawal_hold',
          phase: 'pending',
          metadata: { paymentId: String(paymentId) },
        },
      ]);
      // Again under the cash lock the hold took: a correction that committed meanwhile is seen.
      if (await hasOpenDebt(trx, customer.id)) throw new AppError('ACCOUNT_DEBT_OPEN');
      claimsEnded = await forfeitPendingClaims(trx, customer.id);
      return paymentId;
    });
  } catch (err) {
    if (err instanceof LedgerError && err.code === 'insufficient_funds')
      throw new AppError('INSUFFICIENT_FUNDS');
    const again = isKeyConflict(err) ? await previousPayment(ctx.db, customer.id, claim) : null;
    if (again) return assertWithdrawal(again);
    throw err;
  }
  const at = clock.now();
  ctx.messenger.send({
    channel: 'email',
    to: account.email,
    locale: account.locale,
    ...withdrawalRequestedMail(account.locale, {
      username: account.username,
      amount,
      method: method.name,
      destination: payout.shown,
      at,
      payableFrom,
    }),
  });
  ctx.log.info(
    { paymentId: String(id), methodId: method.id, amount: String(amount), waitingForKyc },
    'payments: withdrawal held',
  );
  fireAfterCommit(ctx.log, 'payments', [
    () => ctx.notifier.balanceChanged(customer.id),
    ...(forfeitPush ? [forfeitPush] : []),
    () => ctx.notifier.staffQueue('withdrawals'),
    ...(claimsEnded ? [() => ctx.notifier.staffQueue('bonusClaims')] : []),
  ]);
  return { payableFrom, waitingForKyc };
}

export type WithdrawalCreated = { payableFrom: Date | null; waitingForKyc: boolean };

function assertWithdrawal(p: { kind: number; status: number; payable_from: Date | null }): WithdrawalCreated {
  if (p.kind !== TransactionKind.Withdraw) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return { payableFrom: p.payable_from, waitingForKyc: p.status === TransactionStatus.WaitingForKyc };
}

/** Site option PayoutDestinationCoolingOffHours: default 24, 0 turns the wait off, at most 30 days. */
async function coolingOffHours(ctx: PaymentsContext): Promise<number> {
  const key = 'payoutdestinationcoolingoffhours';
  return intOption(await readOptions(ctx.db, [key]), key, 24, 0, 720);
}
