import { z } from 'zod';
import { type GatewayEvent, GatewayUnavailableError, type PaymentGateway } from '../gateway.ts';
import { WebhookRejectedError } from '../../webhooks/signature.ts';
import { minorToNumber } from './amounts.ts';
import { type NowpaymentsOptions, npRequest } from './client.ts';
import {
  depositEvent,
  parsePayoutKey,
  paymentIpnSchema,
  payoutEventType,
  payoutIpnSchema,
  priceMinor,
} from './ipn.ts';
import { listNowpayments } from './list.ts';
import { createNowpaymentsPayout } from './payout.ts';
import { verifyIpn } from './signature.ts';

const invoiceSchema = z.object({
  id: z.union([z.string().regex(/^\d{1,20}$/), z.int().positive()]).transform(String),
  invoice_url: z.url({ protocol: /^https?$/ }),
});

/** A payment IPN as our event: deduped per (payment_id, status), keyed to the invoice we opened. */
function paymentEvent(body: Record<string, unknown>): GatewayEvent {
  const parsed = paymentIpnSchema.safeParse(body);
  if (!parsed.success) throw new WebhookRejectedError('payload', 'IPN body is not a NOWPayments payment');
  const ipn = parsed.data;
  const { type, reason } = depositEvent(ipn);
  return {
    eventId: `${ipn.payment_id}:${ipn.payment_status}`,
    type,
    gatewayPaymentId: ipn.invoice_id ?? ipn.payment_id,
    reference: ipn.order_id,
    amount: priceMinor(ipn),
    currency: ipn.price_currency.toUpperCase(),
    reason,
  };
}

/**
 * A payout IPN as our event: the withdrawal, its fiat amount and currency from our
 * `unique_external_id` (payoutKey), never from the coin amount NOWPayments sent.
 */
function payoutEvent(body: Record<string, unknown>): GatewayEvent {
  const parsed = payoutIpnSchema.safeParse(body);
  const key = parsePayoutKey(parsed.data?.unique_external_id);
  if (!parsed.success || !key) {
    throw new WebhookRejectedError('payload', 'IPN body is not a NOWPayments payout of ours');
  }
  const ipn = parsed.data;
  return {
    eventId: `payout:${ipn.id}:${ipn.status}`,
    type: payoutEventType(ipn.status),
    gatewayPaymentId: ipn.id,
    ...key,
    reason: ipn.error ?? null,
  };
}

/**
 * NOWPayments (docs/decisions/089-crypto-processor.md): a deposit is an invoice priced in our
 * fiat currency, paid in crypto on NOWPayments' hosted page; its IPNs (HMAC-SHA512 over the
 * sorted JSON) credit the invoice's fiat amount once, on `finished`.
 */
export function createNowpaymentsGateway(opts: NowpaymentsOptions): PaymentGateway {
  const name = opts.name ?? 'nowpayments';
  return {
    name,

    async tokenizeCard() {
      throw new GatewayUnavailableError(`${name}: crypto payments have no card vault`);
    },

    async createPayment(input) {
      const invoice = await npRequest(
        opts,
        {
          method: 'POST',
          path: '/invoice',
          body: {
            // Our kuruş as the decimal NOWPayments prices in; the crypto amount is theirs to quote.
            price_amount: minorToNumber(input.amount),
            price_currency: input.currency.toLowerCase(),
            ...(opts.payCurrency ? { pay_currency: opts.payCurrency } : {}),
            order_id: input.reference,
            order_description: `${input.method.name} #${input.reference}`,
            ipn_callback_url: input.notifyUrl,
            success_url: input.returnUrl,
            cancel_url: input.returnUrl,
            is_fixed_rate: true,
            is_fee_paid_by_user: false,
          },
        },
        invoiceSchema,
      );
      return { gatewayPaymentId: invoice.id, url: invoice.invoice_url };
    },

    ...(opts.payout
      ? {
          createPayout: (input) => createNowpaymentsPayout(opts, input),
          listTransactions: (from, to) => listNowpayments(opts, from, to),
        }
      : {}),

    verifyWebhook(headers, rawBody) {
      const body = verifyIpn(opts.ipnSecret, headers, rawBody);
      return 'batch_withdrawal_id' in body ? payoutEvent(body) : paymentEvent(body);
    },
  };
}
