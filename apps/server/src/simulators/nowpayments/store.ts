import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { PAYMENT_STATUSES } from '../../infra/payment-gateway/nowpayments/ipn.ts';

/** `POST /v1/invoice`, as NOWPayments takes it. */
export const invoiceRequestSchema = z.object({
  price_amount: z.number().positive(),
  price_currency: z.string().regex(/^[a-z0-9]{2,12}$/),
  pay_currency: z
    .string()
    .regex(/^[a-z0-9]{2,12}$/)
    .optional(),
  order_id: z.string().min(1).max(100),
  order_description: z.string().max(200).optional(),
  ipn_callback_url: z.url({ protocol: /^https?$/ }),
  success_url: z.url({ protocol: /^https?$/ }).optional(),
  cancel_url: z.url({ protocol: /^https?$/ }).optional(),
  is_fixed_rate: z.boolean().optional(),
  is_fee_paid_by_user: z.boolean().optional(),
});
export type InvoiceRequest = z.infer<typeof invoiceRequestSchema>;

export { PAYMENT_STATUSES };
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What the payer does on the invoice page, as the status walk it produces. */
export const OUTCOMES = {
  finished: ['waiting', 'confirming', 'confirmed', 'sending', 'finished'],
  partially_paid: ['waiting', 'partially_paid'],
  failed: ['waiting', 'failed'],
  expired: ['waiting', 'expired'],
} as const satisfies Record<string, readonly PaymentStatus[]>;
export type Outcome = keyof typeof OUTCOMES;

/** `server-error`: every API call answers 500; `payout-fails`: verified payouts end FAILED. */
export type Fault = 'server-error' | 'payout-fails' | null;

export type SimInvoice = InvoiceRequest & { id: string; token_id: string; created_at: string };

export type SimPayment = {
  payment_id: number;
  invoice_id: number;
  payment_status: PaymentStatus;
  pay_address: string;
  price_amount: number;
  price_currency: string;
  pay_amount: number;
  actually_paid: number;
  pay_currency: string;
  order_id: string;
  order_description: string | null;
  purchase_id: string;
  created_at: string;
  updated_at: string;
  outcome_amount: number;
  outcome_currency: string;
  ipn_callback_url: string;
};

/** Units of the pay currency per unit of the price currency: a fixed rate keeps tests exact. */
export const SIM_RATE = 0.0291;
const newNumericId = () => randomInt(4_000_000_000, 6_000_000_000);

/** The IPN NOWPayments posts for a payment, fields in its own (unsorted) order, a nested fee. */
export function ipnBody(p: SimPayment) {
  return {
    payment_id: p.payment_id,
    parent_payment_id: null,
    invoice_id: p.invoice_id,
    payment_status: p.payment_status,
    pay_address: p.pay_address,
    payin_extra_id: null,
    price_amount: p.price_amount,
    price_currency: p.price_currency,
    pay_amount: p.pay_amount,
    actually_paid: p.actually_paid,
    actually_paid_at_fiat: 0,
    pay_currency: p.pay_currency,
    order_id: p.order_id,
    order_description: p.order_description,
    purchase_id: p.purchase_id,
    outcome_amount: p.outcome_amount,
    outcome_currency: p.outcome_currency,
    payment_extra_ids: null,
    fee: { currency: p.pay_currency, depositFee: 0.00012, withdrawalFee: 0, serviceFee: 1e-7 },
    created_at: p.created_at,
    updated_at: p.updated_at,
  };
}

/** In-memory invoices and payments; every change is synchronous. */
export function createNowpaymentsStore(now: () => Date) {
  const invoices = new Map<string, SimInvoice>();
  const payments = new Map<number, SimPayment>();
  return {
    invoices: invoices as ReadonlyMap<string, Readonly<SimInvoice>>,
    payments: payments as ReadonlyMap<number, Readonly<SimPayment>>,

    createInvoice(req: InvoiceRequest): SimInvoice {
      const id = String(newNumericId());
      const invoice = { ...req, id, token_id: id.slice(-6), created_at: now().toISOString() };
      invoices.set(id, invoice);
      return invoice;
    },

    /** The payer chose a coin on the invoice page: one payment, `waiting` for the transfer. */
    openPayment(invoice: SimInvoice, payCurrency: string): SimPayment {
      const at = now().toISOString();
      const payAmount = Number((invoice.price_amount * SIM_RATE).toFixed(8));
      const payment: SimPayment = {
        payment_id: newNumericId(),
        invoice_id: Number(invoice.id),
        payment_status: 'waiting',
        pay_address: `T${invoice.id}${'x'.repeat(23)}`.slice(0, 34),
        price_amount: invoice.price_amount,
        price_currency: invoice.price_currency,
        pay_amount: payAmount,
        actually_paid: 0,
        pay_currency: payCurrency,
        order_id: invoice.order_id,
        order_description: invoice.order_description ?? null,
        purchase_id: String(newNumericId()),
        created_at: at,
        updated_at: at,
        outcome_amount: Number((payAmount * 0.995).toFixed(8)),
        outcome_currency: payCurrency,
        ipn_callback_url: invoice.ipn_callback_url,
      };
      payments.set(payment.payment_id, payment);
      return payment;
    },

    /** Any status, in any order (the control API pushes out-of-order ones on purpose). */
    setStatus(paymentId: number, status: PaymentStatus): SimPayment | null {
      const payment = payments.get(paymentId);
      if (!payment) return null;
      payment.payment_status = status;
      payment.updated_at = now().toISOString();
      if (status === 'partially_paid') payment.actually_paid = Number((payment.pay_amount / 2).toFixed(8));
      else if (['confirming', 'confirmed', 'sending', 'finished'].includes(status)) {
        payment.actually_paid = payment.pay_amount;
      }
      return payment;
    },
  };
}
