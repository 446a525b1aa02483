import { type PaymentSubmit, TransactionKind, TransactionStatus } from '@lalebet/shared';
import type { AuthenticatedCustomer } from '../../core/accounts/index.ts';
import { fireAfterCommit } from '../../lib/after-commit.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { LedgerError } from '../../core/ledger/index.ts';
import { type IdempotencyClaim, isKeyConflict, previousPayment } from './idempotency.ts';
import type { PaymentsContext } from './payments.context.ts';
import { type WithdrawalHeld, holdWithdrawal } from './withdraw-hold.ts';
import { type WithdrawalRequest, prepareWithdrawal } from './withdraw-request.ts';
import { withdrawalRequestedMail } from './withdraw.messages.ts';

export { WITHDRAWAL_ACCOUNT } from './withdraw-hold.ts';

export type WithdrawalCreated = { payableFrom: Date | null; waitingForKyc: boolean };

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
  const request = await prepareWithdrawal(ctx, customer, body);
  const held = await ctx.db
    .transaction()
    .execute((trx) =>
      holdWithdrawal(
        trx,
        { ctx, customerId: customer.id, request },
        { forfeitBonus: !!body.forfeitBonus, claim },
      ),
    )
    .catch(async (err: unknown) => {
      if (err instanceof LedgerError && err.code === 'insufficient_funds')
        throw new AppError('INSUFFICIENT_FUNDS');
      const again = isKeyConflict(err) ? await previousPayment(ctx.db, customer.id, claim) : null;
      if (again) return { replayed: assertWithdrawal(again) };
      throw err;
    });
  if ('replayed' in held) return held.replayed;
  announceWithdrawal(ctx, customer.id, request, held);
  return { payableFrom: held.payableFrom, waitingForKyc: held.waitingForKyc };
}

/** After the commit: the account's e-mail, the log line, and the pushes (balance, queues). */
function announceWithdrawal(
  ctx: PaymentsContext,
  customerId: bigint,
  { account, amount, method, payout }: WithdrawalRequest,
  held: WithdrawalHeld,
): void {
  ctx.messenger.send({
    channel: 'email',
    to: account.email,
    locale: account.locale,
    ...withdrawalRequestedMail(account.locale, {
      username: account.username,
      amount,
      method: method.name,
      destination: payout.shown,
      at: clock.now(),
      payableFrom: held.payableFrom,
    }),
  });
  ctx.log.info(
    {
      paymentId: String(held.id),
      methodId: method.id,
      amount: String(amount),
      waitingForKyc: held.waitingForKyc,
    },
    'payments: withdrawal held',
  );
  fireAfterCommit(ctx.log, 'payments', [
    () => ctx.notifier.balanceChanged(customerId),
    ...(held.forfeitPush ? [held.forfeitPush] : []),
    () => ctx.notifier.staffQueue('withdrawals'),
    ...(held.claimsEnded ? [() => ctx.notifier.staffQueue('bonusClaims')] : []),
  ]);
}

/** A replayed Idempotency-Key: the same answer, if the key named a withdrawal. */
export function assertWithdrawal(p: {
  kind: number;
  status: number;
  payable_from: Date | null;
}): WithdrawalCreated {
  if (p.kind !== TransactionKind.Withdraw) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return { payableFrom: p.payable_from, waitingForKyc: p.status === TransactionStatus.WaitingForKyc };
}
