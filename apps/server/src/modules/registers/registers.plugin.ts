import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { runRegisterBatch, type RegisterService, attachRegisters } from '../../core/protection/index.ts';
import { listenBase } from '../../infra/listen-base.ts';
import { DAY_MS } from '../../lib/clock.ts';
import { createGamstopAdapter } from '../../infra/self-exclusion-register/gamstop-adapter.ts';
import type { SelfExclusionRegister } from '../../infra/self-exclusion-register/port.ts';
import { createSpelpausAdapter } from '../../infra/self-exclusion-register/spelpaus-adapter.ts';
import type { RegisterSimulator } from '../../simulators/self-exclusion-register/simulator.ts';
import { trackJob } from '../../infra/metrics/jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    registers: RegisterService;
    /** The in-process register simulator at /sim/registers; null in production. */
    registerSimulator: RegisterSimulator | null;
  }
}

/** Once a day (docs/rules.md R31: GB players against GAMSTOP in a daily batch). */
const BATCH_INTERVAL_MS = DAY_MS;
/** Waits between the three tries of one lookup (docs/rules.md R33: retried, bounded). */
export const RETRY_DELAYS_MS = [200, 600] as const;

/**
 * National self-exclusion registers (docs/decisions/032-national-registers.md): the GAMSTOP and
 * Spelpaus adapters, the daily GB batch (not in tests, which run it themselves), and outside
 * production the simulator they talk to at /sim/registers, loaded by a dynamic import so
 * production never loads its code. A register with no URL in production has no adapter: its
 * lookups fail closed.
 */
export const registersPlugin = fp<{ config: Config; retryDelaysMs?: readonly number[] }>(
  async (app, { config, retryDelaysMs = RETRY_DELAYS_MS }) => {
    const { registers } = config;
    let simulator: RegisterSimulator | null = null;
    let simulatorPrefix = '';
    if (registers.simulator && config.env !== 'production') {
      const sim = await import('../../simulators/self-exclusion-register/simulator.ts');
      simulatorPrefix = sim.REGISTER_SIMULATOR_PREFIX;
      simulator = sim.createRegisterSimulator({
        apiKeys: { gamstop: registers.gamstop.apiKey, spelpaus: registers.spelpaus.apiKey },
      });
      await app.register(simulator.plugin, { prefix: simulatorPrefix });
    }
    const base = (url: string | null) =>
      url ? () => url : simulator ? () => `${listenBase(app, config.port)}${simulatorPrefix}` : null;
    const adapters: Partial<Record<'gamstop' | 'spelpaus', SelfExclusionRegister>> = {};
    const gamstop = base(registers.gamstop.url);
    if (gamstop) {
      adapters.gamstop = createGamstopAdapter({
        apiBase: gamstop,
        apiKey: registers.gamstop.apiKey,
        timeoutMs: registers.timeoutMs,
      });
    }
    const spelpaus = base(registers.spelpaus.url);
    if (spelpaus) {
      adapters.spelpaus = createSpelpausAdapter({
        apiBase: spelpaus,
        apiKey: registers.spelpaus.apiKey,
        timeoutMs: registers.timeoutMs,
      });
    }
    const service = attachRegisters(app.db, { adapters, retryDelaysMs, log: app.log });
    app.decorate('registers', service);
    app.decorate('registerSimulator', simulator);

    if (config.env === 'test') return;
    const batch = setInterval(() => {
      trackJob('register-batch', () => runRegisterBatch(app.db, app.sessionEvents))
        .then((r) => app.log.info(r, 'registers: daily batch done'))
        .catch((err: unknown) => app.log.error({ err }, 'registers: daily batch failed'));
    }, BATCH_INTERVAL_MS).unref();
    app.addHook('onClose', async () => clearInterval(batch));
  },
  { name: 'registers', decorators: { fastify: ['db', 'sessionEvents'] } },
);
