import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_RETRY_DELAYS_MS, type SimLogger, createWebhookDelivery } from './delivery.ts';
import { type Decision, type SimPayment, createPaymentStore } from './payments.ts';
import { gatewayRoutes } from './routes.ts';

/** Where our app and the standalone entry mount the plugin. */
export const GATEWAY_SIMULATOR_PREFIX = '/sim/gateway';

export type GatewaySimulatorOptions = {
  apiKey: string;
  /** `whsec_<base64>`: what every webhook is signed with. */
  webhookSecret: string;
  /** The origin payers reach the simulator on; when absent, the Host header of the create call. */
  publicBase?: string;
  /** Waits between attempts; the number of retries is its length. */
  retryDelaysMs?: number[];
  fetchImpl?: typeof fetch;
  now?: () => Date;
};

export type GatewaySimulator = {
  /** Mount at a prefix, e.g. `app.register(sim.plugin, { prefix: '/sim/gateway' })`. */
  plugin: FastifyPluginAsync;
  payments: ReadonlyMap<string, Readonly<SimPayment>>;
  /** What a click on the hosted page does; null for an unknown id, `changed: false` once decided. */
  decide(id: string, decision: Decision): { payment: Readonly<SimPayment>; changed: boolean } | null;
  /** Resolves once no webhook delivery is queued or in flight. */
  idle(): Promise<void>;
  /** Delivers the payment's event again, same event id, freshly signed: a duplicate as gateways send them. */
  resend(gatewayPaymentId: string): void;
  /** Stops retries and aborts deliveries in flight. */
  close(): void;
};

const silent: SimLogger = { info: () => {}, warn: () => {} };

/**
 * A hosted-payment-page gateway in the style of real PSPs: the merchant creates a payment over
 * an authenticated JSON API and sends the payer to a page; the payer's decision comes back only
 * as signed webhooks, delivered at least once. The browser's return carries no result.
 */
export function createGatewaySimulator(opts: GatewaySimulatorOptions): GatewaySimulator {
  const now = opts.now ?? (() => new Date());
  let log = silent;
  const store = createPaymentStore(now);
  const delivery = createWebhookDelivery({
    secret: opts.webhookSecret,
    retryDelaysMs: opts.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    fetchImpl: opts.fetchImpl ?? fetch,
    log: () => log,
    now,
  });

  const decide: GatewaySimulator['decide'] = (id, decision) => {
    const result = store.decide(id, decision);
    if (result?.changed && result.payment.event) {
      log.info({ paymentId: id, decision }, 'gateway simulator: payment decided');
      delivery.send(result.payment.notifyUrl, result.payment.event);
    }
    return result;
  };

  return {
    plugin: gatewayRoutes({
      apiKey: opts.apiKey,
      publicBase: opts.publicBase,
      payments: store.payments,
      create: store.create,
      decide,
      useLogger: (l) => {
        log = l;
      },
    }),
    payments: store.payments,
    decide,
    idle: delivery.idle,
    resend(gatewayPaymentId) {
      const payment = store.payments.get(gatewayPaymentId);
      if (!payment?.event) throw new Error(`payment ${gatewayPaymentId} has no event to resend`);
      delivery.send(payment.notifyUrl, payment.event);
    },
    close: delivery.close,
  };
}
