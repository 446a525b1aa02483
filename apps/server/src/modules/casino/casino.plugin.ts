import type { Launcher } from '@lalebet/shared';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { GameProviderAdapter, GameProviderAdapters } from '../../infra/game-provider/adapter.ts';
import type { GameFrameOrigins } from '../../infra/game-provider/frame-origins.ts';
import { createHttpAdapters } from '../../infra/game-provider/http-adapter.ts';
import { listenBase, publicBase } from '../../infra/listen-base.ts';
import { DAY_MS } from '../../lib/clock.ts';
import { purgeExpiredGameSessions } from './session-purge.ts';
import { trackJob } from '../../infra/metrics/jobs.ts';

const PURGE_INTERVAL_MS = DAY_MS;

/** The game-provider simulator's entry (simulators/game-provider/simulator.ts). */
export type StartGameSimulator = (opts: {
  port: number;
  host: string;
  walletUrl: string;
  dataDir: string;
  publicUrl: string | undefined;
  /** The operator id its Operator API accepts (docs/decisions/090-catalogue-sync.md). */
  operatorId?: number;
}) => Promise<{ url: string; close: () => Promise<void> | void }>;

/** Draws the simulator's catalogue art by game code or studio slug; null when there is no such entry. */
export type CatalogueArt = {
  gameThumb: (code: string) => string | null;
  studioLogo: (slug: string) => string | null;
};

export type CasinoRuntime = {
  /** The simulator's catalogue art outside production; null in production (the aggregator has its own). */
  catalogueArt: CatalogueArt | null;
  adapters: GameProviderAdapters;
  gameOrigins: GameFrameOrigins;
  sessionTtlMinutes: number;
  /** Our site as players reach it: default lobby URL of launches that send none. */
  publicBase(): string;
  /** Resolves once the simulator listens (its URL), or null when none runs. */
  simulator(): Promise<string | null>;
  /** Deletes long-expired game sessions; runs daily, callable from tests. */
  purgeExpiredSessions(): Promise<number>;
};

declare module 'fastify' {
  interface FastifyInstance {
    casino: CasinoRuntime;
  }
}

type Options = {
  config: Config;
  gameOrigins: GameFrameOrigins;
  adapters?: Partial<Record<Launcher, GameProviderAdapter>>;
  startSimulator?: StartGameSimulator;
};

/** The real simulator, loaded only when it is about to start (never in production). */
const defaultStart: StartGameSimulator = async (opts) => {
  const { startGameSimulator } = await import('../../simulators/game-provider/simulator.ts');
  return startGameSimulator(opts);
};

/**
 * Launch adapters (one per integration, all speaking to GAME_PROVIDER_URL or the simulator) and,
 * outside production, the game-provider simulator on its own port once this server listens.
 * Vitest runs (NODE_ENV=test) start it only when a test passes `startSimulator`.
 */
export const casinoPlugin = fp<Options>(
  async (app, { config, gameOrigins, adapters: overrides, startSimulator }) => {
    const { casino } = config;
    let simulatorUrl: string | null = null;
    const base = () => casino.providerUrl ?? simulatorUrl ?? `http://127.0.0.1:${casino.simulatorPort}`;
    const adapters = new Map(createHttpAdapters(base));
    for (const [launcher, adapter] of Object.entries(overrides ?? {}))
      adapters.set(launcher as Launcher, adapter);

    // Never imported in production: the simulator is a development counterpart (ADR 017).
    const dev = config.env !== 'production';
    let catalogueArt: CatalogueArt | null = null;
    if (dev) {
      const art = await import('../../simulators/game-provider/catalogue-art.ts');
      catalogueArt = { gameThumb: art.catalogueThumbSvg, studioLogo: art.studioLogoSvg };
    }
    const runs = casino.simulator && dev && (config.env !== 'test' || !!startSimulator);
    let started: Promise<{ url: string; close: () => Promise<void> | void } | null> | null = null;
    const start = () =>
      (started ??= (startSimulator ?? defaultStart)({
        port: casino.simulatorPort,
        host: config.host,
        walletUrl: `${listenBase(app, config.port)}/api/provider/hub88`,
        dataDir: config.dataDir,
        publicUrl: casino.simulatorPublicUrl,
        operatorId: casino.catalogue.operatorId,
      }).then(
        (sim) => {
          simulatorUrl = sim.url.replace(/\/+$/, '');
          gameOrigins.simulatorStarted(
            Number(new URL(simulatorUrl).port),
            casino.simulatorPublicUrl ?? simulatorUrl,
          );
          return sim;
        },
        (err: unknown) => {
          app.log.error({ err }, 'casino: the game-provider simulator did not start');
          return null;
        },
      ));
    let listening: () => void = () => {};
    const listened = new Promise<void>((resolve) => (listening = resolve));
    if (runs) {
      app.addHook('onListen', async () => {
        await start();
        listening();
      });
    }

    app.decorate('casino', {
      catalogueArt,
      adapters,
      gameOrigins,
      sessionTtlMinutes: casino.sessionTtlMinutes,
      publicBase: () => publicBase(app, config),
      simulator: async () => {
        if (!runs) return null;
        await listened;
        return simulatorUrl;
      },
      purgeExpiredSessions: () => purgeExpiredGameSessions(app.db),
    });
    const purge = setInterval(() => {
      trackJob('casino-session-purge', () => app.casino.purgeExpiredSessions()).catch((err: unknown) =>
        app.log.warn({ err }, 'casino: game session purge failed'),
      );
    }, PURGE_INTERVAL_MS).unref();
    app.addHook('onClose', async () => {
      clearInterval(purge);
      const sim = started ? await started : null;
      await sim?.close();
    });
  },
  { name: 'casino', decorators: { fastify: ['db'] } },
);
