import { TransactionKind } from '@lalebet/shared';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { fireAfterCommit } from '../../lib/after-commit.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { afterCommitFault } from '../../lib/fault-hook.ts';
import { forLog } from '../../lib/identity.ts';
import { recordSecurityEvent } from '../../core/security-events.ts';
import type { GatewayEvent, PaymentGateway } from '../../infra/payment-gateway/gateway.ts';
import { WebhookRejectedError } from '../../infra/webhooks/signature.ts';
import { type EventCtx, type Outcome, credit, decline } from './deposit-outcome.ts';
import { reverseDeposit } from './deposit-reversal.ts';
import { lockPayment, recordPspEvent } from './payments.repository.ts';

const REJECTIONS = {
  signature: 'WEBHOOK_SIGNATURE_INVALID',
  timestamp: 'WEBHOOK_TIMESTAMP_INVALID',
} as const;

/**
 * Signature and timestamp window over the raw bytes; anything else about the body comes after.
 * A refused signature or timestamp is a security event (ADR 017): logged and counted, then 400.
 */
export async function verifyEvent(
  db: Kysely<Database>,
  req: FastifyRequest,
  gateway: PaymentGateway,
  raw: Buffer,
) {
  try {
    return await gateway.verifyWebhook(req.headers, raw, clock.now(), { ip: req.ip });
  } catch (err) {
    if (err instanceof WebhookRejectedError) {
      if (err.reason === 'payload') throw new AppError('VALIDATION_FAILED');
      await recordSecurityEvent(db, req, raw, {
        kind: 'webhook.signature',
        source: gateway.name,
        reason: err.reason,
      });
      throw new AppError(REJECTIONS[err.reason]);
    }
    throw err;
  }
}

/** Our reference is the deposit id; anything else names no payment of ours. */
const paymentIdOf = (reference: string) => (/^[1-9]\d{0,17}$/.test(reference) ? BigInt(reference) : null);

/**
 * Applies one verified event exactly once (docs/wallet-protocol.md §6.2): in ONE transaction the payment row
 * is locked, the event recorded (a redelivered event id stops here), the amount and currency
 * checked, and the credit posted with an id derived from the payment, so even a different
 * event for the same payment cannot credit twice. Pushes go out only after the commit.
 */
export async function applyEvent(
  ctx: EventCtx,
  gateway: string,
  event: GatewayEvent,
): Promise<Outcome['effect']> {
  const paymentId = paymentIdOf(event.reference);
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<Outcome> => {
    const payment =
      paymentId === null ? undefined : await lockPayment(trx, paymentId, TransactionKind.Deposit);
    if (!payment || payment.gateway !== gateway) {
      ctx.log.warn(
        { gateway, eventId: event.eventId, reference: forLog(event.reference, 40) },
        'payments: webhook for an unknown payment',
      );
      throw new AppError('WEBHOOK_PAYMENT_UNKNOWN');
    }
    const recorded = await recordPspEvent(trx, gateway, payment.id, event, clock.now());
    if (!recorded) return { effect: 'duplicate', after: [] };
    if (event.type === 'payment.pending') return { effect: 'ignored', after: [] };
    // A refund or chargeback takes a credited deposit's money back (ADR 088).
    if (event.type === 'payment.refunded' || event.type === 'payment.chargeback') {
      return reverseDeposit(ctx, trx, payment, event);
    }

    const sameGatewayId =
      !payment.gateway_payment_id || payment.gateway_payment_id === event.gatewayPaymentId;
    if (event.amount !== payment.amount || event.currency !== payment.currency || !sameGatewayId) {
      ctx.log.warn(
        {
          paymentId: String(payment.id),
          eventId: event.eventId,
          expected: String(payment.amount),
          got: String(event.amount),
          currency: event.currency,
        },
        'payments: webhook does not match the deposit; nothing credited',
      );
      throw new AppError('WEBHOOK_PAYMENT_MISMATCH');
    }
    return event.type === 'payment.succeeded'
      ? credit(ctx, trx, payment, event)
      : decline(ctx, trx, payment, event);
  });
  ctx.log.info(
    { gateway, eventId: event.eventId, type: event.type, effect: outcome.effect },
    'payments: webhook applied',
  );
  afterCommitFault({ point: 'payment-webhook', eventId: event.eventId });
  fireAfterCommit(ctx.log, 'payments', outcome.after);
  return outcome.effect;
}
