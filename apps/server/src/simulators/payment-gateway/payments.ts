import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/** What a merchant sends to open a payment; the same shape a hosted-page PSP asks for. */
export const createPaymentSchema = z.strictObject({
  reference: z.string().min(1).max(100),
  /** Minor units; real gateways refuse a zero-amount charge. */
  amount: z.int().positive(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  method: z.strictObject({ code: z.string().min(1).max(50), name: z.string().min(1).max(100) }),
  customer: z.strictObject({ id: z.string().min(1).max(100), username: z.string().min(1).max(100) }),
  locale: z.enum(['tr', 'en']),
  notifyUrl: z.url({ protocol: /^https?$/ }).max(2000),
  returnUrl: z.url({ protocol: /^https?$/ }).max(2000),
});

export type CreatePaymentRequest = z.infer<typeof createPaymentSchema>;

export const decisionSchema = z.enum(['approve', 'decline']);
export type Decision = z.infer<typeof decisionSchema>;

export type EventType = 'payment.succeeded' | 'payment.failed';

/** The webhook body, exactly as it goes on the wire. */
export type SimEvent = {
  id: string;
  type: EventType;
  created: number;
  data: { id: string; reference: string; amount: number; currency: string; reason: string | null };
};

export type SimPayment = CreatePaymentRequest & {
  id: string;
  status: 'pending' | 'succeeded' | 'failed';
  createdAt: Date;
  decidedAt: Date | null;
  /** The one event a decision produces; resend() delivers it again under the same id. */
  event: SimEvent | null;
};

export const DECLINE_REASON = 'Declined by the payer';

/** Stripe-style prefixed ids: unguessable, so a hosted page URL is a capability. */
export const newId = (prefix: string) => `${prefix}_${randomBytes(16).toString('base64url')}`;

/** In-memory payments. Every change is synchronous, so the first decision wins without locks. */
export function createPaymentStore(now: () => Date) {
  const payments = new Map<string, SimPayment>();
  return {
    payments: payments as ReadonlyMap<string, Readonly<SimPayment>>,

    create(req: CreatePaymentRequest): SimPayment {
      const payment: SimPayment = {
        ...req,
        id: newId('pay'),
        status: 'pending',
        createdAt: now(),
        decidedAt: null,
        event: null,
      };
      payments.set(payment.id, payment);
      return payment;
    },

    /** `changed` is false when the payment was already decided: later decisions change nothing. */
    decide(id: string, decision: Decision): { payment: SimPayment; changed: boolean } | null {
      const payment = payments.get(id);
      if (!payment) return null;
      if (payment.status !== 'pending') return { payment, changed: false };
      const at = now();
      const approved = decision === 'approve';
      payment.status = approved ? 'succeeded' : 'failed';
      payment.decidedAt = at;
      payment.event = {
        id: newId('evt'),
        type: approved ? 'payment.succeeded' : 'payment.failed',
        created: Math.floor(at.getTime() / 1000),
        data: {
          id: payment.id,
          reference: payment.reference,
          amount: payment.amount,
          currency: payment.currency,
          reason: approved ? null : DECLINE_REASON,
        },
      };
      return { payment, changed: true };
    },
  };
}
