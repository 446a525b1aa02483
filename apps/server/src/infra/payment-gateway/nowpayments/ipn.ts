import { z } from 'zod';
import { WebhookRejectedError } from '../../webhooks/signature.ts';
import { numberToMinor } from './amounts.ts';

const id = z.union([z.int().positive(), z.string().regex(/^\d{1,20}$/)]).transform(String);

/** The fields of a payment IPN we read; the rest (pay_address, fee, hashes…) is ignored. */
export const paymentIpnSchema = z.object({
  payment_id: id,
  invoice_id: id.nullish(),
  payment_status: z.enum([
    'waiting',
    'confirming',
    'confirmed',
    'sending',
    'partially_paid',
    'finished',
    'failed',
    'refunded',
    'expired',
  ]),
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
 * `finished` credits; `failed`, `expired`, `refunded` and `partially_paid` close it unpaid
 * (a short payment is held at NOWPayments for the operator, never credited in part); the
 * others are progress, recorded and otherwise ignored.
 */
export function depositEffect(ipn: PaymentIpn): {
  effect: 'credit' | 'decline' | 'progress';
  reason: string | null;
} {
  switch (ipn.payment_status) {
    case 'finished':
      return { effect: 'credit', reason: null };
    case 'partially_paid':
      return {
        effect: 'decline',
        reason:
          `partially_paid: ${String(ipn.actually_paid ?? '?')} of ${String(ipn.pay_amount ?? '?')} ${ipn.pay_currency ?? ''}`.trim(),
      };
    case 'failed':
    case 'expired':
    case 'refunded':
      return { effect: 'decline', reason: ipn.payment_status };
    default:
      return { effect: 'progress', reason: null };
  }
}

/** The invoice's fiat amount in minor units, or WebhookRejectedError for anything inexact. */
export function priceMinor(ipn: PaymentIpn): bigint {
  const minor = numberToMinor(ipn.price_amount);
  if (minor === null) throw new WebhookRejectedError('payload', 'IPN price_amount is not a fiat amount');
  return minor;
}
