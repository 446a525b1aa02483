import { type PaymentSubmit, TransactionKind, TransactionStatus } from '@lalebet/shared';
import type { AuthenticatedCustomer } from '../../core/accounts/resolve-session.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { DEFAULT_CURRENCY } from '../../core/ledger/index.ts';
import { fireAfterCommit } from '../../lib/after-commit.ts';
import { pushLimitAlerts, reserveDeposit, settleDepositReservation } from '../../core/protection/limits.ts';
import { validateDetail } from './detail.ts';
import { type IdempotencyClaim, type KeyedPayment, isKeyConflict, previousPayment } from './idempotency.ts';
import { loadMethod } from './methods.service.ts';
import { type PaymentsContext, limitSubmissions } from './payments.context.ts';
import { cancelCreatedDeposit, insertPayment, markDepositOpened } from './payments.repository.ts';

/** What a replayed key answers: the first request's URL, or its failure. */
function replay(previous: KeyedPayment): string {
  if (previous.kind !== TransactionKind.Deposit) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  if (previous.gateway_url) return previous.gateway_url;
  if (previous.status === TransactionStatus.Created) throw new AppError('IDEMPOTENCY_KEY_IN_PROGRESS');
  throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
}

/**
 * Opens a deposit: the row first (Created, with its expiry), then the gateway call outside any
 * transaction (a slow gateway must not hold a connection or a lock), then Pending with the
 * gateway's id. Returns the hosted page URL. Nothing is credited here: only a verified webhook
 * credits, never the player's return from the page.
 */
export async function createDeposit(
  ctx: PaymentsContext,
  customer: AuthenticatedCustomer,
  body: PaymentSubmit,
  claim: IdempotencyClaim | null,
): Promise<string> {
  const previous = await previousPayment(ctx.db, customer.id, claim);
  if (previous) return replay(previous);

  const { method, fields } = await loadMethod(ctx.db, body.id, TransactionKind.Deposit);
  const gateway = method.gateway ? ctx.runtime.gateways.get(method.gateway) : undefined;
  if (!gateway) {
    ctx.log.error(
      { methodId: method.id, gateway: method.gateway },
      'payments: deposit method has no gateway',
    );
    throw new AppError('PAYMENT_METHOD_NOT_FOUND');
  }
  const { detail, amount } = validateDetail(fields, body.detail);
  await limitSubmissions(ctx, customer.id);

  const now = clock.now();
  let id!: bigint;
  try {
    // The row and its reservation against the deposit limits commit together (ADR 024): a
    // deposit past a limit is refused here, before the gateway is called, and leaves no row.
    const alerts = await ctx.db.transaction().execute(async (trx) => {
      id = await insertPayment(trx, {
        customer_id: customer.id,
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
      const deposit = { customerId: customer.id, currency: DEFAULT_CURRENCY, amount };
      return reserveDeposit(trx, { ...deposit, reference: String(id) });
    });
    fireAfterCommit(ctx.log, 'payments', pushLimitAlerts(ctx.notifier, alerts));
  } catch (err) {
    // The same key sent twice at once: the other request made the deposit.
    const again = isKeyConflict(err) ? await previousPayment(ctx.db, customer.id, claim) : null;
    if (again) return replay(again);
    throw err;
  }

  const base = ctx.runtime.publicBase();
  let opened: { gatewayPaymentId: string; url: string };
  try {
    opened = await gateway.createPayment({
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
  await markDepositOpened(ctx.db, id, opened.gatewayPaymentId, opened.url, clock.now());
  ctx.log.info(
    { paymentId: String(id), methodId: method.id, amount: String(amount) },
    'payments: deposit opened',
  );
  return opened.url;
}
