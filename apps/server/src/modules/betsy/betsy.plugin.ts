import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { GameFrameOrigins } from '../../infra/game-provider/frame-origins.ts';
import { listenBase, publicBase } from '../../infra/listen-base.ts';
import { betsyLaunchRoutes } from './launch.routes.ts';
import { mintLaunch, purgeLaunches } from './launch.service.ts';
import { trackJob } from '../../infra/metrics/jobs.ts';
import { DAY_MS } from '../../lib/clock.ts';
import { betsyWalletRoutes } from './wallet.routes.ts';

/** The Betsy simulator's entry (simulators/betsy/simulator.ts), started outside production only. */
export type StartBetsySimulator = (opts: {
  port: number;
  host: string;
  walletUrl: string;
  secret: string;
  hostOrigins: string[];
  publicUrl: string | undefined;
}) => Promise<{ url: string; close: () => Promise<void> }>;

export type BetsySessionFields = { betsyUrl: string; betsyCid: string; betsyToken: string };

export type SportsbookBridge = {
  mode: 'off' | 'sim' | 'live';
  /** The frame's base URL; null while off or while the simulator is not listening. */
  frameUrl(): string | null;
  /** The session's Betsy fields with a fresh launch token; empty strings when the bridge is off. */
  sessionFields(customerId: bigint): Promise<BetsySessionFields>;
};

declare module 'fastify' {
  interface FastifyInstance {
    sportsbookBridge: SportsbookBridge;
  }
}

type Options = { config: Config; gameOrigins: GameFrameOrigins; startSimulator?: StartBetsySimulator };

const EMPTY: BetsySessionFields = { betsyUrl: '', betsyCid: '', betsyToken: '' };

const defaultStart: StartBetsySimulator = async (opts) => {
  const { startBetsySimulator } = await import('../../simulators/betsy/simulator.ts');
  return startBetsySimulator(opts);
};

/**
 * BETER's Betsy bridge (ADR 091): the seamless wallet at /api/provider/betsy, the launch-token
 * route, the session fields, and in `sim` mode the Betsy simulator on its own port once this
 * server listens (NODE_ENV=test: only when a test passes `startSimulator`).
 */
export const betsyPlugin = fp<Options>(
  async (app, { config, gameOrigins, startSimulator }) => {
    const betsy = config.betsy;
    let simUrl: string | null = null;
    const frameUrl = () => (betsy.mode === 'live' ? betsy.url : betsy.mode === 'sim' ? simUrl : null);
    app.decorate('sportsbookBridge', {
      mode: betsy.mode,
      frameUrl,
      async sessionFields(customerId: bigint) {
        const url = frameUrl();
        if (!url) return EMPTY;
        const { token } = await mintLaunch(app.db, customerId, betsy);
        return { betsyUrl: url, betsyCid: betsy.cid, betsyToken: token };
      },
    });
    // Always mounted: while the bridge is off it answers SPORTSBOOK_BRIDGE_OFF.
    await app.register(betsyLaunchRoutes, { prefix: '/api', cid: betsy.cid, ttl: betsy });
    if (betsy.mode === 'off') return;
    const purge = setInterval(() => {
      trackJob('betsy-launch-purge', () => purgeLaunches(app.db)).catch((err: unknown) =>
        app.log.warn({ err }, 'betsy: launch purge failed'),
      );
    }, DAY_MS).unref();
    app.addHook('onClose', async () => clearInterval(purge));
    if (betsy.url) gameOrigins.allowBridge(betsy.url);
    await app.register(betsyWalletRoutes, { prefix: '/api/provider/betsy', secret: betsy.secret });
    const runs =
      betsy.mode === 'sim' && config.env !== 'production' && (config.env !== 'test' || !!startSimulator);
    if (runs)
      startOnListen(
        app,
        config,
        (url) => {
          simUrl = url;
          gameOrigins.allowBridge(url);
        },
        startSimulator ?? defaultStart,
      );
  },
  { name: 'betsy', decorators: { fastify: ['db', 'notifier'] } },
);

function startOnListen(
  app: FastifyInstance,
  config: Config,
  started: (url: string) => void,
  start: StartBetsySimulator,
) {
  let sim: { close: () => Promise<void> } | null = null;
  app.addHook('onListen', async () => {
    const site = publicBase(app, config);
    const local = listenBase(app, config.port);
    const port = new URL(local).port;
    try {
      const s = await start({
        port: config.betsy.simulatorPort,
        host: config.host,
        walletUrl: `${local}/api/provider/betsy`,
        secret: config.betsy.secret,
        hostOrigins: [
          ...new Set([new URL(site).origin, `http://localhost:${port}`, `http://127.0.0.1:${port}`]),
        ],
        publicUrl: config.betsy.simulatorPublicUrl,
      });
      sim = s;
      started(config.betsy.simulatorPublicUrl ?? s.url.replace('127.0.0.1', 'localhost'));
    } catch (err) {
      app.log.error({ err }, 'betsy: the simulator did not start');
    }
  });
  app.addHook('onClose', async () => {
    await sim?.close();
  });
}
