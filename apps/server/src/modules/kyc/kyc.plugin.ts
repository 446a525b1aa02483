import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { listenBase, publicBase } from '../../infra/listen-base.ts';
import type { KycProvider } from '../../infra/kyc/provider.ts';
import { createSimkycProvider } from '../../infra/kyc/simkyc-provider.ts';
import type { KycSimulator } from '../../simulators/kyc/simulator.ts';
import { notifyStaffQueue } from '../../core/staff-queues.ts';
import { type KycDecisionJob, startKycDecisionJob } from './kyc-decision-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    kyc: { provider: KycProvider; publicBase(): string };
    /** The in-process KYC simulator at /sim/kyc; null in production. */
    kycSimulator: KycSimulator | null;
    /** Applies stored provider decisions outside the webhook request. */
    kycDecisions: KycDecisionJob;
  }
}

/**
 * The KYC provider adapter (docs/decisions/026-kyc.md) and, outside production, the simulator
 * it talks to at /sim/kyc, loaded with a dynamic import so production never loads its code.
 */
export const kycPlugin = fp<{ config: Config; provider?: KycProvider }>(
  async (app, { config, provider }) => {
    const { kyc } = config;
    let simulatorPrefix = '';
    const adapter =
      provider ??
      createSimkycProvider({
        apiBase: () => kyc.providerUrl ?? `${listenBase(app, config.port)}${simulatorPrefix}`,
        apiKey: kyc.apiKey,
        webhookSecret: kyc.webhookSecret,
      });
    // A stub that approves everyone would open the withdrawal gate for all (reference section 7).
    if (adapter.autoApproves && config.env === 'production') {
      throw new Error('kyc: an auto-approving provider is refused in production');
    }
    let simulator: KycSimulator | null = null;
    if (kyc.simulator && config.env !== 'production') {
      const sim = await import('../../simulators/kyc/simulator.ts');
      simulatorPrefix = sim.KYC_SIMULATOR_PREFIX;
      simulator = sim.createKycSimulator({
        apiKey: kyc.apiKey,
        webhookSecret: kyc.webhookSecret,
        publicBase: config.publicUrl,
      });
      await app.register(simulator.plugin, { prefix: simulatorPrefix });
    }
    app.decorate('kycSimulator', simulator);
    app.decorate('kyc', { provider: adapter, publicBase: () => publicBase(app, config) });
    const decisions = startKycDecisionJob(
      () => ({
        db: app.db,
        provider: adapter,
        log: app.log,
        meta: null,
        publicBase: () => publicBase(app, config),
        staffQueue: (queue) => notifyStaffQueue(app, queue),
      }),
      app.log,
    );
    app.decorate('kycDecisions', decisions);
    app.addHook('onClose', async () => {
      await simulator?.close();
      await decisions.stop();
    });
  },
  { name: 'kyc', decorators: { fastify: ['db'] } },
);
