import { type PaymentSubmit, TransactionKind, TransactionStatus } from '@lalebet/shared';
import type { AuthenticatedCustomer } from '../../core/accounts/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { fireAfterCommit } from '../../lib/after-commit.ts';
import { pushLimitAlerts } from '../../core/protection/index.ts';
import { insertDeposit, openAtGateway } from './deposit-steps.ts';
import { validateDetail } from './payment-detail.ts';
import { type IdempotencyClaim, type KeyedPayment, isKeyConflict, previousPayment } from './idempotency.ts';
import { loadMethod } from './methods.service.ts';
import { type PaymentsContext, limitSubmissions } from './payments.context.ts';
import { markDepositOpened } from './payments.repository.ts';

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
  const gateway = ctx.runtime.gateways.forMethod(method);
  if (!gateway) {
    ctx.log.error(
      { methodId: method.id, gateway: method.gateway },
      'payments: deposit method has no gateway',
    );
    throw new AppError('PAYMENT_METHOD_NOT_FOUND');
  }
  const request = { method, gateway, ...validateDetail(fields, body.detail) };
  await limitSubmissions(ctx, customer.id);
  const inserted = await ctx.db
    .transaction()
    .execute((trx) => insertDeposit(trx, ctx, customer.id, request, claim))
    .catch(async (err: unknown) => {
      // The same key sent twice at once: the other request made the deposit.
      const again = isKeyConflict(err) ? await previousPayment(ctx.db, customer.id, claim) : null;
      if (again) return { replayed: replay(again) };
      throw err;
    });
  if ('replayed' in inserted) return inserted.replayed;
  const { id } = inserted;
  fireAfterCommit(ctx.log, 'payments', pushLimitAlerts(ctx.notifier, inserted.alerts));
  const opened = await openAtGateway(ctx, customer, id, request);
  await markDepositOpened(ctx.db, id, opened.gatewayPaymentId, opened.url, clock.now());
  ctx.log.info(
    { paymentId: String(id), methodId: method.id, amount: String(request.amount) },
    'payments: deposit opened',
  );
  return opened.url;
}
