import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { adminIpMatcher } from '../../core/accounts/index.ts';
import { listenBase } from '../../infra/listen-base.ts';
import { createPaparaGateway } from '../../infra/payment-gateway/papara-gateway.ts';
import type { ProviderEntry } from '../../infra/payment-gateway/registry.ts';
import type { PaparaSimulator } from '../../simulators/papara/simulator.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Papara's simulator at /sim/papara when PAPARA_MODE=sim; null otherwise. */
    paparaSimulator: PaparaSimulator | null;
  }
}

/** The providers configuration switched on, besides simpay, and how to stop their simulators. */
export type ConfiguredProviders = { entries: ProviderEntry[]; close(): void };

/**
 * Each real provider's adapter, by its own configuration (docs/decisions/088-payment-providers-and-payouts.md):
 * `off` registers nothing, `sim` mounts its in-repo simulator and points the adapter at it, `live`
 * points the adapter at the provider. A provider adds one block here.
 */
export async function configuredProviders(
  app: FastifyInstance,
  config: Config,
): Promise<ConfiguredProviders> {
  const entries: ProviderEntry[] = [];
  const closers: (() => void)[] = [];

  const { papara } = config;
  let paparaSim: PaparaSimulator | null = null;
  let paparaBase: (() => string) | null = null;
  if (papara.mode === 'sim' && config.env !== 'production') {
    // A dynamic import, so production never loads the simulator's code (ADR 017).
    const sim = await import('../../simulators/papara/simulator.ts');
    paparaSim = sim.createPaparaSimulator({
      apiKey: papara.apiKey,
      merchantSecret: papara.merchantSecret,
      publicBase: config.publicUrl,
    });
    await app.register(paparaSim.plugin, { prefix: sim.PAPARA_SIMULATOR_PREFIX });
    closers.push(paparaSim.close);
    paparaBase = () => `${listenBase(app, config.port)}${sim.PAPARA_SIMULATOR_PREFIX}`;
  } else if (papara.mode === 'live' && papara.apiUrl) {
    const apiUrl = papara.apiUrl;
    paparaBase = () => apiUrl;
  }
  if (paparaBase) {
    const gateway = createPaparaGateway({
      apiBase: paparaBase,
      apiKey: papara.apiKey,
      merchantSecret: papara.merchantSecret,
      isAllowedSource: adminIpMatcher(papara.ipnAllowlist) ?? (() => false),
    });
    entries.push({ gateway, methods: papara.methods });
  }
  app.decorate('paparaSimulator', paparaSim);
  return { entries, close: () => closers.forEach((c) => c()) };
}
