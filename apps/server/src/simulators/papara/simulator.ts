import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PAPARA_ERRORS } from '../../infra/payment-gateway/papara-protocol.ts';
import { IPN_RETRY_DELAYS_MS, type IpnLogger, createIpnSender } from './ipn.ts';
import { paparaRoutes } from './routes.ts';
import { createPaparaStore } from './store.ts';

/** Where our app mounts it; its control routes are under /sim/papara/control/ (sim-control.ts). */
export const PAPARA_SIMULATOR_PREFIX = '/sim/papara';

export type PaparaSimulatorOptions = {
  apiKey: string;
  merchantSecret: string;
  /** The origin payers reach the checkout on; when absent, the Host header of the create call. */
  publicBase?: string | undefined;
  retryDelaysMs?: readonly number[];
  fetchImpl?: typeof fetch;
  now?: () => Date;
};

const faultBody = z.object({
  code: z.union(Object.values(PAPARA_ERRORS).map((c) => z.literal(c))),
  message: z.string().min(1).max(200).default('Simulated error'),
});
const accountBody = z.object({ accountNumber: z.string().regex(/^\d{10}$/) });

/**
 * Papara's merchant API in process (docs/decisions/088-payment-providers-and-payouts.md): payments with a
 * hosted checkout and an unsigned IPN, the re-fetch, refunds and mass payments keyed by the
 * merchant's massPaymentId (133 on reuse). Control: pay, re-send an IPN, inject the next error.
 */
export function createPaparaSimulator(opts: PaparaSimulatorOptions) {
  const now = opts.now ?? (() => new Date());
  let log: IpnLogger = { warn: () => {} };
  const store = createPaparaStore(now);
  const ipn = createIpnSender({
    merchantSecret: opts.merchantSecret,
    fetchImpl: opts.fetchImpl ?? fetch,
    retryDelaysMs: opts.retryDelaysMs ?? IPN_RETRY_DELAYS_MS,
    log: () => log,
  });
  let fault: { code: number; message: string } | null = null;

  const pay = (id: string) => {
    const done = store.complete(id);
    if (done?.changed) ipn.send(done.payment);
    return done !== null;
  };
  const notify = (id: string) => {
    const payment = store.payments.get(id);
    if (payment) ipn.send(payment);
    return payment !== undefined;
  };

  async function plugin(app: FastifyInstance) {
    log = app.log;
    await app.register(
      paparaRoutes({
        apiKey: opts.apiKey,
        publicBase: opts.publicBase,
        store,
        pay,
        takeFault: () => {
          const f = fault;
          fault = null;
          return f;
        },
      }),
    );
    const ok = { schema: { hide: true } };
    app.post('/control/payments/:id/pay', ok, async (req, reply) =>
      reply.code(pay((req.params as { id: string }).id) ? 204 : 404).send(),
    );
    app.post('/control/payments/:id/notify', ok, async (req, reply) =>
      reply.code(notify((req.params as { id: string }).id) ? 204 : 404).send(),
    );
    app.post('/control/fault', ok, async (req, reply) => {
      fault = faultBody.parse(req.body);
      return reply.code(204).send();
    });
    app.post('/control/unknown-accounts', ok, async (req, reply) => {
      store.unknownAccounts.add(accountBody.parse(req.body).accountNumber);
      return reply.code(204).send();
    });
  }

  return {
    plugin,
    store,
    pay,
    /** Sends the payment's IPN again as it is now: a duplicate, as Papara's retries are. */
    notify,
    /** The next merchant API call is refused with this code (999 answers HTTP 500). */
    injectFault(code: number, message = 'Simulated error') {
      fault = { code, message };
    },
    idle: ipn.idle,
    close: ipn.close,
  };
}

export type PaparaSimulator = ReturnType<typeof createPaparaSimulator>;
