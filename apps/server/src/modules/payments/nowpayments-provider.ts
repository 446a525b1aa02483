import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { listenBase } from '../../infra/listen-base.ts';
import { createNowpaymentsGateway } from '../../infra/payment-gateway/nowpayments/gateway.ts';
import type { ProviderEntry } from '../../infra/payment-gateway/registry.ts';
import type { NowpaymentsSimulator } from '../../simulators/nowpayments/simulator.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-process NOWPayments simulator at /sim/nowpayments; null unless NOWPAYMENTS_MODE=sim without a URL. */
    nowpaymentsSimulator: NowpaymentsSimulator | null;
  }
}

/**
 * NOWPayments as configured (docs/decisions/089-crypto-processor.md): nothing when off; with
 * `sim` and no NOWPAYMENTS_API_URL its simulator is mounted on this server and the adapter
 * speaks HTTP to it exactly as it would to api.nowpayments.io.
 */
export async function nowpaymentsProvider(
  app: FastifyInstance,
  config: Config,
): Promise<{ entry: ProviderEntry; close(): void } | null> {
  const np = config.nowpayments;
  let simulator: NowpaymentsSimulator | null = null;
  let apiBase = () => np?.apiUrl ?? '';
  if (np?.mode === 'sim' && !np.apiUrl && config.env !== 'production') {
    // A dynamic import, so production never loads the simulator's code (ADR 017).
    const sim = await import('../../simulators/nowpayments/simulator.ts');
    simulator = sim.createNowpaymentsSimulator({
      apiKey: np.apiKey,
      ipnSecret: np.ipnSecret,
      payoutEmail: np.payout?.email ?? '',
      payoutPassword: np.payout?.password ?? '',
      payoutTotpSecret: np.payout?.totpSecret ?? 'AAAAAAAAAAAAAAAA',
      publicBase: config.publicUrl,
    });
    await app.register(simulator.plugin, { prefix: sim.NOWPAYMENTS_SIMULATOR_PREFIX });
    apiBase = () => `${listenBase(app, config.port)}${sim.NOWPAYMENTS_SIMULATOR_PREFIX}/v1`;
  }
  app.decorate('nowpaymentsSimulator', simulator);
  if (!np) return null;
  const gateway = createNowpaymentsGateway({
    apiBase,
    apiKey: np.apiKey,
    ipnSecret: np.ipnSecret,
    payCurrency: np.payCurrency,
    payout: np.payout,
  });
  return { entry: { gateway, methods: np.methods }, close: () => simulator?.close() };
}
