import { TransactionKind, TransactionStatus } from '@lalebet/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AuthenticatedCustomer } from '../../core/accounts/index.ts';
import { DEFAULT_CURRENCY } from '../../core/ledger/index.ts';
import { reserveDeposit, settleDepositReservation } from '../../core/protection/index.ts';
import type { PaymentGateway } from '../../infra/payment-gateway/gateway.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { ValidDetail } from './payment-detail.ts';
import type { IdempotencyClaim } from './idempotency.ts';
import type { LoadedMethod } from './methods.service.ts';
import type { PaymentsContext } from './payments.context.ts';
import { cancelCreatedDeposit, insertPayment } from './payments.repository.ts';

export type DepositRequest = ValidDetail & { method: LoadedMethod['method']; gateway: PaymentGateway };

/**
 * The Created row, with its expiry, and its reservation against the deposit limits, in the
 * caller's transaction (ADR 024): a deposit past a limit is refused before the gateway is called
 * and leaves no row. Returns the row's id and the limit alerts to push once committed.
 */
export async function insertDeposit(
  trx: Transaction<Database>,
  ctx: Pick<PaymentsContext, 'runtime'>,
  customerId: bigint,
  { method, gateway, detail, amount }: DepositRequest,
  claim: IdempotencyClaim | null,
) {
  const now = clock.now();
  const id = await insertPayment(trx, {
    customer_id: customerId,
    kind: TransactionKind.Deposit,
    method_id: method.id,
    status: TransactionStatus.Created,
    amount,
    currency: DEFAULT_CURRENCY,
    detail,
    gateway: gateway.name,
    idempotency_key: claim?.key ?? null,
    request_hash: claim?.hash ?? null,
    created_at: now,
    updated_at: now,
    expires_at: new Date(now.getTime() + ctx.runtime.depositExpiryMinutes * 60_000),
  });
  const deposit = { customerId, currency: DEFAULT_CURRENCY, amount, reference: String(id) };
  return { id, alerts: await reserveDeposit(trx, deposit) };
}

/**
 * The gateway call, outside any transaction (a slow gateway must not hold a connection or a
 * lock). A refusal cancels the row and releases its reservation.
 */
export async function openAtGateway(
  ctx: PaymentsContext,
  customer: AuthenticatedCustomer,
  id: bigint,
  { method, gateway, amount }: DepositRequest,
): Promise<{ gatewayPaymentId: string; url: string }> {
  const base = ctx.runtime.publicBase();
  try {
    return await gateway.createPayment({
      reference: String(id),
      amount,
      currency: DEFAULT_CURRENCY,
      method: { code: method.code, name: method.name },
      customer: { id: String(customer.id), username: customer.username },
      locale: ctx.meta.locale,
      notifyUrl: `${base}/api/payment/webhook/${encodeURIComponent(gateway.name)}`,
      returnUrl: `${base}/dashboard/financial-activities`,
    });
  } catch (err) {
    ctx.log.warn(
      { err, paymentId: String(id), gateway: gateway.name },
      'payments: gateway refused to open a deposit',
    );
    await cancelCreatedDeposit(ctx.db, id, 'gateway_unavailable', clock.now());
    await settleDepositReservation(ctx.db, String(id), 'released');
    throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
  }
}
