import { z } from 'zod';
import type { GatewayEventType, PaymentEventType } from '../gateway.ts';
import { WebhookRejectedError } from '../../webhooks/signature.ts';
import { numberToMinor } from './amounts.ts';

/** Every status NOWPayments walks a payment through (its simulator publishes the same list). */
export const PAYMENT_STATUSES = [
  'waiting',
  'confirming',
  'confirmed',
  'sending',
  'partially_paid',
  'finished',
  'failed',
  'refunded',
  'expired',
] as const;

const id = z.union([z.int().positive(), z.string().regex(/^\d{1,20}$/)]).transform(String);

/** The fields of a payment IPN we read; the rest (pay_address, fee, hashes…) is ignored. */
export const paymentIpnSchema = z.object({
  payment_id: id,
  invoice_id: id.nullish(),
  payment_status: z.enum(PAYMENT_STATUSES),
  order_id: z.string().min(1).max(100),
  price_amount: z.union([z.number(), z.string()]),
  price_currency: z.string().min(2).max(12),
  // Crypto amounts: logged in a reason, never converted, never credited.
  pay_amount: z.union([z.number(), z.string()]).nullish(),
  actually_paid: z.union([z.number(), z.string()]).nullish(),
  pay_currency: z.string().max(20).nullish(),
});
export type PaymentIpn = z.infer<typeof paymentIpnSchema>;

/** A payout IPN: one withdrawal of a batch. */
export const payoutIpnSchema = z.object({
  id,
  batch_withdrawal_id: id,
  status: z
    .string()
    .min(1)
    .max(20)
    .transform((s) => s.toUpperCase()),
  error: z.string().max(500).nullish(),
  unique_external_id: z.string().max(100).nullish(),
});
export type PayoutIpn = z.infer<typeof payoutIpnSchema>;

/**
 * What a payment status means for our deposit (docs/decisions/089-crypto-processor.md):
 * `finished` credits; `failed`, `expired` and `partially_paid` close it unpaid (a short payment
 * is held at NOWPayments for the operator, never credited in part); `refunded` is recorded for
 * the operator; the others are progress, recorded and otherwise ignored.
 */
export function depositEvent(ipn: PaymentIpn): { type: PaymentEventType; reason: string | null } {
  switch (ipn.payment_status) {
    case 'finished':
      return { type: 'payment.succeeded', reason: null };
    case 'partially_paid': {
      const paid = `${String(ipn.actually_paid ?? '?')} of ${String(ipn.pay_amount ?? '?')}`;
      return { type: 'payment.failed', reason: `partially_paid: ${paid} ${ipn.pay_currency ?? ''}`.trim() };
    }
    case 'failed':
    case 'expired':
      return { type: 'payment.failed', reason: ipn.payment_status };
    case 'refunded':
      return { type: 'payment.refunded', reason: 'refunded' };
    default:
      return { type: 'payment.pending', reason: null };
  }
}

/** A payout status as our event: FINISHED paid, FAILED or REJECTED failed, the rest progress. */
export function payoutEventType(status: string): GatewayEventType {
  if (status === 'FINISHED') return 'payout.paid';
  if (status === 'FAILED' || status === 'REJECTED') return 'payout.failed';
  return 'payment.pending';
}

/**
 * Our key for a payout, `<withdrawal id>-<kuruş>-<currency>`: NOWPayments echoes it in every
 * signed payout IPN, whose own amount is the coin's, so the event can still name the fiat
 * amount the withdrawal held.
 */
export const payoutKey = (reference: string, amount: bigint, currency: string) =>
  `${reference}-${amount}-${currency}`;

export function parsePayoutKey(key: string | null | undefined) {
  const m = /^([1-9]\d{0,17})-(\d{1,18})-([A-Z]{3})$/.exec(key ?? '');
  return m ? { reference: m[1]!, amount: BigInt(m[2]!), currency: m[3]! } : null;
}

/** The invoice's fiat amount in minor units, or WebhookRejectedError for anything inexact. */
export function priceMinor(ipn: PaymentIpn): bigint {
  const minor = numberToMinor(ipn.price_amount);
  if (minor === null) throw new WebhookRejectedError('payload', 'IPN price_amount is not a fiat amount');
  return minor;
}
