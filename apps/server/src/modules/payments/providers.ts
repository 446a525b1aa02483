import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { ProviderEntry } from '../../infra/payment-gateway/registry.ts';
import { nowpaymentsProvider } from './nowpayments-provider.ts';
import { paparaProvider } from './papara-provider.ts';

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
  const configured = [await nowpaymentsProvider(app, config), await paparaProvider(app, config)].filter(
    (p) => p !== null,
  );
  return { entries: configured.map((p) => p.entry), close: () => configured.forEach((p) => p.close()) };
}
