import type { FastifyPluginAsync } from 'fastify';
import type { SimLogger } from '../payment-gateway/delivery.ts';
import type { NowpaymentsSimulatorOptions } from './deps.ts';
import { createIpnDelivery } from './ipn.ts';
import { type WithdrawalStatus, createPayoutStore } from './payouts.ts';
import { nowpaymentsRoutes } from './routes.ts';
import {
  type Fault,
  type Outcome,
  OUTCOMES,
  type PaymentStatus,
  type SimInvoice,
  createNowpaymentsStore,
  ipnBody,
} from './store.ts';

export { type Fault, type Outcome, OUTCOMES } from './store.ts';
export type { NowpaymentsSimulatorOptions } from './deps.ts';

/** Where our app mounts it; its API is `<prefix>/v1`, like https://api.nowpayments.io/v1. */
export const NOWPAYMENTS_SIMULATOR_PREFIX = '/sim/nowpayments';

const silent: SimLogger = { info: () => {}, warn: () => {} };

/**
 * NOWPayments as its merchant API describes it: invoices with a hosted page, one payment per
 * coin chosen there, an IPN per status change signed with HMAC-SHA512 over the sorted JSON, and
 * mass payouts behind a login and a 2FA code. A control API pushes statuses and faults.
 */
export function createNowpaymentsSimulator(opts: NowpaymentsSimulatorOptions) {
  const now = opts.now ?? (() => new Date());
  let log = silent;
  let fault: Fault = null;
  const store = createNowpaymentsStore(now);
  const payouts = createPayoutStore(now);
  const ipn = createIpnDelivery({
    ipnSecret: opts.ipnSecret,
    retryDelaysMs: opts.retryDelaysMs ?? [1_000, 5_000, 30_000, 120_000, 600_000],
    fetchImpl: opts.fetchImpl ?? fetch,
    log: () => log,
  });

  const pushStatus = (paymentId: number, status: PaymentStatus) => {
    const payment = store.setStatus(paymentId, status);
    if (payment) ipn.send(payment.ipn_callback_url, ipnBody(payment));
    return payment;
  };
  const pay = (invoice: SimInvoice, outcome: Outcome, payCurrency?: string) => {
    const payment = store.openPayment(invoice, payCurrency ?? invoice.pay_currency ?? 'usdttrc20');
    for (const status of OUTCOMES[outcome]) pushStatus(payment.payment_id, status);
    return payment;
  };
  const pushPayout = (id: string, status: WithdrawalStatus, error?: string) => {
    const w = payouts.setStatus(id, status, error ?? null);
    if (w?.ipn_callback_url) ipn.send(w.ipn_callback_url, { ...w });
    return w;
  };
  const verifyBatch = (batchId: string) => {
    const batch = payouts.batches.get(batchId);
    if (!batch || batch.verified) return;
    batch.verified = true;
    const end: WithdrawalStatus = fault === 'payout-fails' ? 'FAILED' : 'FINISHED';
    for (const w of batch.withdrawals) {
      for (const s of ['WAITING', 'PROCESSING', 'SENDING', end] as const) {
        pushPayout(w.id, s, s === 'FAILED' ? 'Not enough balance' : undefined);
      }
    }
  };

  const plugin: FastifyPluginAsync = nowpaymentsRoutes({
    ...opts,
    store,
    payouts,
    fault: () => fault,
    setFault: (f) => (fault = f),
    pay,
    pushStatus,
    pushPayout,
    verifyBatch,
    useLogger: (l) => (log = l),
  });

  return {
    plugin,
    invoices: store.invoices,
    payments: store.payments,
    withdrawals: payouts.withdrawals,
    pay,
    pushStatus,
    pushPayout,
    setFault: (f: Fault) => (fault = f),
    /** Resolves once every queued IPN was delivered or given up. */
    idle: ipn.idle,
    close: ipn.close,
  };
}

export type NowpaymentsSimulator = ReturnType<typeof createNowpaymentsSimulator>;
