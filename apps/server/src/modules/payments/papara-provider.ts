import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { ipMatcher } from '../../lib/ip-matcher.ts';
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

/**
 * Papara as configured (docs/decisions/088-payment-providers-and-payouts.md): nothing when off;
 * with `sim` its simulator is mounted on this server and the adapter speaks HTTP to it exactly
 * as it would to Papara's merchant API.
 */
export async function paparaProvider(
  app: FastifyInstance,
  config: Config,
): Promise<{ entry: ProviderEntry; close(): void } | null> {
  const { papara } = config;
  let simulator: PaparaSimulator | null = null;
  let apiBase: (() => string) | null = null;
  if (papara.mode === 'sim' && config.env !== 'production') {
    // A dynamic import, so production never loads the simulator's code (ADR 017).
    const sim = await import('../../simulators/papara/simulator.ts');
    simulator = sim.createPaparaSimulator({
      apiKey: papara.apiKey,
      merchantSecret: papara.merchantSecret,
      publicBase: config.publicUrl,
    });
    await app.register(simulator.plugin, { prefix: sim.PAPARA_SIMULATOR_PREFIX });
    apiBase = () => `${listenBase(app, config.port)}${sim.PAPARA_SIMULATOR_PREFIX}`;
  } else if (papara.mode === 'live' && papara.apiUrl) {
    const apiUrl = papara.apiUrl;
    apiBase = () => apiUrl;
  }
  app.decorate('paparaSimulator', simulator);
  if (!apiBase) return null;
  const gateway = createPaparaGateway({
    apiBase,
    apiKey: papara.apiKey,
    merchantSecret: papara.merchantSecret,
    isAllowedSource: ipMatcher(papara.ipnAllowlist) ?? (() => false),
  });
  return { entry: { gateway, methods: papara.methods }, close: () => simulator?.close() };
}
