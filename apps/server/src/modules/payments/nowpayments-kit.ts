import type { FastifyInstance } from 'fastify';
import { DEV_NOWPAYMENTS } from '../../config/nowpayments.ts';
import { IPN_SIGNATURE_HEADER, signIpn } from '../../infra/payment-gateway/nowpayments/signature.ts';

/** Helpers for the NOWPayments tests (not a test file itself). */

/** A payment IPN for one of our deposits, in NOWPayments' field order, with a nested fee. */
export function paymentIpn(o: {
  orderId: string;
  invoiceId: string;
  status: string;
  priceAmount: number;
  paymentId?: number;
}) {
  return {
    payment_id: o.paymentId ?? 5_077_125_051,
    invoice_id: Number(o.invoiceId),
    payment_status: o.status,
    pay_address: 'TXYZabcdefghijklmnopqrstuvwxyz1234',
    price_amount: o.priceAmount,
    price_currency: 'try',
    pay_amount: 36.39028,
    actually_paid: o.status === 'partially_paid' ? 10.5 : 36.39028,
    pay_currency: 'usdttrc20',
    order_id: o.orderId,
    order_description: `Kripto Para #${o.orderId}`,
    purchase_id: '6084744717',
    outcome_amount: 36.2,
    outcome_currency: 'usdttrc20',
    fee: { currency: 'usdttrc20', depositFee: 0.00012, withdrawalFee: 0, serviceFee: 1e-7 },
  };
}

/** POSTs an IPN to our webhook, signed with the dev IPN secret unless told otherwise. */
export function deliverIpn(
  app: FastifyInstance,
  body: object,
  o: { secret?: string; raw?: string; signature?: string | null } = {},
) {
  const signature =
    o.signature === undefined ? signIpn(o.secret ?? DEV_NOWPAYMENTS.ipnSecret, body) : o.signature;
  return app.inject({
    method: 'POST',
    url: '/api/payment/webhook/nowpayments',
    payload: o.raw ?? JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { [IPN_SIGNATURE_HEADER]: signature }),
    },
  });
}
