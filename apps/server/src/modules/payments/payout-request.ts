import { TransactionKind } from '@lalebet/shared';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { audit } from '../../core/audit.ts';
import {
  type CreatePayoutInput,
  type PaymentGateway,
  PayoutRefusedError,
} from '../../infra/payment-gateway/gateway.ts';
import { clock } from '../../lib/clock.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import type { EventCtx } from './deposit-outcome.ts';
import type { LockedPayment } from './payments.repository.ts';
import { openDestination } from './payout-details.ts';
import { settlePayout } from './payout-outcome.ts';

/** A payout whose outcome is unknown this long (the provider did not answer) is asked again. */
export const PAYOUT_RETRY_AFTER_MS = 2 * 60_000;

/** The provider that pays this withdrawal's method out through its API; undefined: paid by hand. */
export async function payoutProvider(
  trx: Transaction<Database>,
  ctx: Pick<EventCtx, 'runtime'>,
  payment: LockedPayment,
): Promise<PaymentGateway | undefined> {
  const method = await trx
    .selectFrom('payment_method')
    .select(['code', 'gateway'])
    .where('id', '=', payment.method_id)
    .executeTakeFirstOrThrow();
  return ctx.runtime.gateways.payoutFor(method);
}

/**
 * The final approval of a withdrawal paid through a provider, in the decision's transaction: it
 * stays Pending with its hold in place and `payout_state` requested until the provider answers.
 */
export async function markPayoutRequested(
  trx: Transaction<Database>,
  meta: RequestMeta,
  payment: LockedPayment,
  adminId: bigint,
  gateway: string,
): Promise<void> {
  const now = clock.now();
  await trx
    .updateTable('payment')
    .set({
      payout_state: 'requested',
      payout_requested_at: now,
      gateway,
      decided_by: adminId,
      decided_at: now,
      updated_at: now,
    })
    .where('id', '=', payment.id)
    .where('status', '=', payment.status)
    .execute();
  await audit(trx, {
    actor: { kind: 'admin', id: adminId },
    event: 'withdrawal_payout_requested',
    meta,
    details: { paymentId: String(payment.id), amount: String(payment.amount), gateway },
  });
}

/** The payout request for a withdrawal whose payout is requested, its destination unsealed for this call. */
async function payoutInput(ctx: EventCtx, id: bigint) {
  const row = await ctx.db
    .selectFrom('payment as p')
    .leftJoin('payout_destination as d', 'd.id', 'p.payout_destination_id')
    .select(['p.customer_id', 'p.amount', 'p.currency', 'p.gateway', 'd.kind', 'd.key_id', 'd.ciphertext'])
    .where('p.id', '=', id)
    .where('p.kind', '=', TransactionKind.Withdraw)
    .where('p.payout_state', '=', 'requested')
    .executeTakeFirst();
  if (!row?.gateway) return null;
  const sealed =
    row.kind && row.key_id && row.ciphertext
      ? { ...row, kind: row.kind, key_id: row.key_id, ciphertext: row.ciphertext }
      : null;
  const input: CreatePayoutInput = {
    reference: String(id),
    amount: row.amount,
    currency: row.currency,
    destination: sealed
      ? { kind: sealed.kind, value: openDestination(ctx.runtime.payoutKeys, sealed) }
      : { kind: 'card', value: '' },
    description: `LaleBet #${id}`,
    notifyUrl: `${ctx.runtime.publicBase()}/api/payment/webhook/${encodeURIComponent(row.gateway)}`,
  };
  return { gateway: row.gateway, input };
}

/**
 * Asks the provider for a requested payout, outside any transaction (a slow provider holds no
 * lock). A definite answer is applied at once; an unknown one (unreachable, 999) leaves it
 * requested for the sweep, which asks again with the same reference: the provider's own
 * idempotency (Papara's massPaymentId) makes the second request find the first, never pay twice.
 */
export async function sendPayout(ctx: EventCtx, id: bigint): Promise<'paid' | 'failed' | 'requested'> {
  const loaded = await payoutInput(ctx, id);
  if (!loaded) return 'requested';
  const gateway = ctx.runtime.gateways.get(loaded.gateway);
  if (!gateway?.createPayout) {
    ctx.log.error(
      { paymentId: String(id), gateway: loaded.gateway },
      'payments: payout provider not configured',
    );
    return 'requested';
  }
  const reference = String(id);
  try {
    const made = await gateway.createPayout(loaded.input);
    if (made.status === 'paid') {
      await settlePayout(ctx, gateway.name, {
        reference,
        gatewayPayoutId: made.gatewayPayoutId,
        result: 'paid',
        reason: null,
      });
      return 'paid';
    }
    await ctx.db
      .updateTable('payment')
      .set({ gateway_payment_id: made.gatewayPayoutId, updated_at: clock.now() })
      .where('id', '=', id)
      .where('payout_state', '=', 'requested')
      .execute();
    return 'requested';
  } catch (err) {
    if (!(err instanceof PayoutRefusedError)) {
      ctx.log.warn(
        { err, paymentId: reference, gateway: gateway.name },
        'payments: payout outcome unknown; asked again later',
      );
      return 'requested';
    }
    await settlePayout(ctx, gateway.name, {
      reference,
      gatewayPayoutId: null,
      result: 'failed',
      reason: err.reason,
    });
    return 'failed';
  }
}

/**
 * The sweep: payouts still requested without the provider's id after PAYOUT_RETRY_AFTER_MS are
 * asked again, each claimed first (its time moved on) so two processes never ask at once.
 */
export async function retryPayouts(ctx: EventCtx, limit = 20): Promise<number> {
  const now = clock.now();
  const before = new Date(now.getTime() - PAYOUT_RETRY_AFTER_MS);
  const claimed = await ctx.db
    .updateTable('payment')
    .set({ payout_requested_at: now })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('payment')
        .select('id')
        .where('payout_state', '=', 'requested')
        .where('gateway_payment_id', 'is', null)
        .where('payout_requested_at', '<', before)
        .orderBy('payout_requested_at')
        .limit(limit)
        .forUpdate()
        .modifyEnd(sql`skip locked`),
    )
    .returning('id')
    .execute();
  for (const { id } of claimed) await sendPayout(ctx, id);
  return claimed.length;
}
