import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  PAPARA_CURRENCY,
  PAPARA_ERRORS,
  PAPARA_STATUS,
} from '../../infra/payment-gateway/papara-protocol.ts';
import { SIM_ENTRY, createPaparaLedger } from './ledger.ts';

/** POST /payments as Papara's client sends it (paymentCreateOptions). */
export const createPaymentBody = z.object({
  amount: z.number().min(1).max(500_000),
  referenceId: z.string().min(1).max(100),
  orderDescription: z.string().min(1).max(500),
  notificationUrl: z.url(),
  redirectUrl: z.url(),
  turkishNationalId: z.int().optional(),
});

/** POST /masspayment: to a Papara account number. */
export const massPaymentBody = z.object({
  accountNumber: z.string().regex(/^\d{10}$/),
  parseAccountNumber: z.int().optional(),
  amount: z.number().positive().max(500_000),
  massPaymentId: z.string().min(1).max(100),
  turkishNationalId: z.int().optional(),
  description: z.string().max(500).optional(),
});

export type SimPaparaPayment = {
  id: string;
  createdAt: string;
  referenceId: string;
  orderDescription: string;
  status: number;
  amount: number;
  currency: number;
  notificationUrl: string;
  redirectUrl: string;
};
export type SimMassPayment = {
  id: number;
  massPaymentId: string;
  accountNumber: string;
  amount: number;
  currency: number;
  createdAt: string;
};

/** A refusal in Papara's words: `{succeeded: false, error: {code, message}}`. */
export class SimPaparaError extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.code = code;
  }
}

/** What the simulated merchant account holds: payments, mass payments and its balance (kuruş-free liras). */
export function createPaparaStore(now: () => Date, balance = 1_000_000) {
  const payments = new Map<string, SimPaparaPayment>();
  const massPayments = new Map<string, SimMassPayment>();
  /** Account numbers that do not exist at Papara (error 100): the control route adds them. */
  const unknownAccounts = new Set<string>();
  let nextMassId = 1;
  const ledger = createPaparaLedger(now);

  return {
    payments: payments as ReadonlyMap<string, Readonly<SimPaparaPayment>>,
    massPayments: massPayments as ReadonlyMap<string, Readonly<SimMassPayment>>,
    unknownAccounts,
    ledger,
    create(body: z.infer<typeof createPaymentBody>): SimPaparaPayment {
      const payment = {
        id: randomUUID(),
        createdAt: now().toISOString(),
        referenceId: body.referenceId,
        orderDescription: body.orderDescription,
        status: PAPARA_STATUS.pending,
        amount: body.amount,
        currency: PAPARA_CURRENCY.TRY,
        notificationUrl: body.notificationUrl,
        redirectUrl: body.redirectUrl,
      };
      payments.set(payment.id, payment);
      return payment;
    },
    /** The payer paid on the checkout page: pending becomes completed once. */
    complete(id: string): { payment: SimPaparaPayment; changed: boolean } | null {
      const payment = payments.get(id);
      if (!payment) return null;
      const changed = payment.status === PAPARA_STATUS.pending;
      if (changed) {
        payment.status = PAPARA_STATUS.completed;
        const ids = { checkoutPaymentId: id, checkoutPaymentReferenceId: payment.referenceId };
        ledger.book({ entryType: SIM_ENTRY.checkout, amount: payment.amount, ...ids });
      }
      return { payment, changed };
    },
    /** PUT /payments?id=: a full refund of a completed payment. */
    refund(id: string): SimPaparaPayment {
      const payment = payments.get(id);
      if (!payment || payment.status !== PAPARA_STATUS.completed) {
        throw new SimPaparaError(PAPARA_ERRORS.badFormat, 'Payment cannot be refunded');
      }
      payment.status = PAPARA_STATUS.refunded;
      const ids = { checkoutPaymentId: id, checkoutPaymentReferenceId: payment.referenceId };
      ledger.book({ entryType: SIM_ENTRY.refund, amount: -payment.amount, ...ids });
      return payment;
    },
    massPay(body: z.infer<typeof massPaymentBody>): SimMassPayment {
      if (massPayments.has(body.massPaymentId)) {
        throw new SimPaparaError(PAPARA_ERRORS.massPaymentIdUsed, 'MassPaymentID was used recently');
      }
      if (unknownAccounts.has(body.accountNumber)) {
        throw new SimPaparaError(PAPARA_ERRORS.userNotFound, 'User not found');
      }
      if (body.amount > balance)
        throw new SimPaparaError(PAPARA_ERRORS.insufficientFunds, 'Insufficient funds');
      balance -= body.amount;
      const paid = {
        id: nextMassId++,
        massPaymentId: body.massPaymentId,
        accountNumber: body.accountNumber,
        amount: body.amount,
        currency: PAPARA_CURRENCY.TRY,
        createdAt: now().toISOString(),
      };
      massPayments.set(paid.massPaymentId, paid);
      ledger.book({
        entryType: SIM_ENTRY.massPayment,
        amount: -paid.amount,
        massPaymentId: paid.massPaymentId,
      });
      return paid;
    },
  };
}

export type PaparaStore = ReturnType<typeof createPaparaStore>;
