import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { PaymentGateway } from '../../infra/payment-gateway/gateway.ts';
import { type GatewayRegistry, createGatewayRegistry } from '../../infra/payment-gateway/registry.ts';
import type { PayoutKeyring } from '../../lib/payout-crypto.ts';
import { listenBase, publicBase } from '../../infra/listen-base.ts';
import { createSimpayGateway } from '../../infra/payment-gateway/simpay-gateway.ts';
import type { GatewaySimulator } from '../../simulators/payment-gateway/simulator.ts';
import { expireDeposits } from './expiry.ts';
import { sealLegacyPayoutDetails } from './legacy-payout-details.ts';
import { trackJob } from '../../infra/metrics/jobs.ts';
import { retryPayouts } from './payout-request.ts';
import { configuredProviders } from './providers.ts';
import { type Reconciliation, createReconciliation } from './reconciliation/reconciliation.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsRuntime;
    /** The in-process gateway simulator at /sim/gateway; null in production. */
    gatewaySimulator: GatewaySimulator | null;
  }
}

export type PaymentsRuntime = {
  /** The providers by name (the webhook path, payment.gateway) and by method (ADR 088). */
  gateways: GatewayRegistry;
  /** Where players and gateways reach this server: PUBLIC_URL, else the listening address. */
  publicBase(): string;
  depositExpiryMinutes: number;
  /** Seals IBANs and wallet addresses (PAYOUT_DATA_KEYS). */
  payoutKeys: PayoutKeyring;
  /** Cancels unpaid deposits past their expiry; runs every minute, callable from tests. */
  expireDeposits(): Promise<number>;
  /** Asks providers again for payouts whose outcome is unknown (ADR 088); every minute too. */
  retryPayouts(): Promise<number>;
  /** The daily reconciliation against each provider's list, and its flags (ADR 098). */
  reconciliation: Reconciliation;
};

const SWEEP_INTERVAL_MS = 60_000;
/** The reconciliation job looks every 15 minutes whether yesterday is done; the database decides. */
const RECONCILIATION_TICK_MS = 15 * 60_000;

/**
 * The payment providers (the simpay adapter, unless a test passes its own, then each provider
 * configuration switches on), the gateway simulator outside production, and the deposit-expiry
 * sweep. Routes live in the route files.
 */
export const paymentsPlugin = fp<{ config: Config; gateway?: PaymentGateway }>(
  async (app, { config, gateway }) => {
    const { payments } = config;
    // Where the simulator is mounted; set below, outside production only.
    let simulatorPrefix = '';
    const adapter =
      gateway ??
      createSimpayGateway({
        // Unset outside production: the simulator mounted on this very server.
        apiBase: () => payments.gatewayUrl ?? `${listenBase(app, config.port)}${simulatorPrefix}`,
        apiKey: payments.apiKey,
        webhookSecret: payments.webhookSecret,
      });

    let simulator: GatewaySimulator | null = null;
    if (payments.simulator && config.env !== 'production') {
      // A dynamic import, so production never even loads the simulator's code (ADR 017).
      const sim = await import('../../simulators/payment-gateway/simulator.ts');
      simulatorPrefix = sim.GATEWAY_SIMULATOR_PREFIX;
      simulator = sim.createGatewaySimulator({
        apiKey: payments.apiKey,
        webhookSecret: payments.webhookSecret,
        publicBase: config.publicUrl,
      });
      await app.register(simulator.plugin, { prefix: simulatorPrefix });
    }
    app.decorate('gatewaySimulator', simulator);
    const providers = await configuredProviders(app, config);
    const gateways = createGatewayRegistry([{ gateway: adapter }, ...providers.entries]);
    app.decorate('payments', {
      gateways,
      reconciliation: createReconciliation({ db: app.db, gateways, log: app.log }),
      publicBase: () => publicBase(app, config),
      depositExpiryMinutes: payments.depositExpiryMinutes,
      payoutKeys: config.payoutDataKeys,
      expireDeposits: () => expireDeposits(app.db, app.log),
      retryPayouts: () =>
        retryPayouts({ db: app.db, notifier: app.notifier, runtime: app.payments, log: app.log }),
    });

    // Withdrawals stored before payout details were sealed (ADR 015): sealed once, at start.
    app.addHook('onReady', async () => {
      const sealed = await sealLegacyPayoutDetails(app.db, config.payoutDataKeys);
      if (sealed > 0) app.log.info({ sealed }, 'payments: sealed payout details stored in clear');
    });

    const sweep = setInterval(() => {
      trackJob('deposit-expiry', () => app.payments.expireDeposits()).catch((err: unknown) =>
        app.log.warn({ err }, 'payments: expiry sweep failed'),
      );
      trackJob('payout-retry', () => app.payments.retryPayouts()).catch((err: unknown) =>
        app.log.warn({ err }, 'payments: payout retry sweep failed'),
      );
    }, SWEEP_INTERVAL_MS).unref();
    const reconcile =
      config.env === 'test'
        ? undefined
        : setInterval(() => {
            trackJob('payment-reconciliation', () => app.payments.reconciliation.runDue()).catch(
              (err: unknown) => app.log.error({ err }, 'payments: reconciliation job failed'),
            );
          }, RECONCILIATION_TICK_MS).unref();
    app.addHook('onClose', async () => {
      clearInterval(sweep);
      clearInterval(reconcile);
      simulator?.close();
      providers.close();
    });
  },
  { name: 'payments', decorators: { fastify: ['db', 'notifier', 'messenger'] } },
);
