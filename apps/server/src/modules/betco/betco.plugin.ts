import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { GameFrameOrigins } from '../../infra/game-provider/frame-origins.ts';
import { listenBase, publicBase } from '../../infra/listen-base.ts';
import { trackJob } from '../../infra/metrics/jobs.ts';
import { DAY_MS } from '../../lib/clock.ts';
import { betcoLaunchRoutes } from './launch.routes.ts';
import { betcoWalletRoutes } from './wallet.routes.ts';
import { mintBetcoLaunch, purgeBetcoLaunches } from './wallet.service.ts';

/** The betco simulator's entry (simulators/betco/simulator.ts), started outside production only. */
export type StartBetcoSimulator = (opts: {
  port: number;
  host: string;
  walletUrl: string;
  secret: string;
  hostOrigins: string[];
}) => Promise<{ url: string; close: () => Promise<void> }>;

export type BetcoSessionFields = { betcoUrl: string; betcoToken: string };

export type BetcoBridge = {
  mode: 'off' | 'sim' | 'live';
  /** The frame's base URL; null while off or while the simulator is not listening. */
  frameUrl(): string | null;
  /** The session's betco fields with a fresh launch token; empty strings when the bridge is off. */
  sessionFields(customerId: bigint): Promise<BetcoSessionFields>;
};

declare module 'fastify' {
  interface FastifyInstance {
    betcoBridge: BetcoBridge;
  }
}

type Options = { config: Config; gameOrigins: GameFrameOrigins; startSimulator?: StartBetcoSimulator };

const EMPTY: BetcoSessionFields = { betcoUrl: '', betcoToken: '' };

const defaultStart: StartBetcoSimulator = async (opts) => {
  const { startBetcoSimulator } = await import('../../simulators/betco/simulator.ts');
  return startBetcoSimulator(opts);
};

/**
 * The betco e-sports frame (ADR 097): the operator wallet at /api/provider/betco, the launch-token
 * route, the session fields, and in `sim` mode the betco simulator on its own port once this
 * server listens (NODE_ENV=test: only when a test passes `startSimulator`).
 */
export const betcoPlugin = fp<Options>(
  async (app, { config, gameOrigins, startSimulator }) => {
    const betco = config.betco;
    let simUrl: string | null = null;
    const frameUrl = () => (betco.mode === 'live' ? betco.url : betco.mode === 'sim' ? simUrl : null);
    app.decorate('betcoBridge', {
      mode: betco.mode,
      frameUrl,
      async sessionFields(customerId: bigint) {
        const url = frameUrl();
        if (!url) return EMPTY;
        const { token } = await mintBetcoLaunch(app.db, customerId, betco);
        return { betcoUrl: url, betcoToken: token };
      },
    });
    // Always mounted: while the bridge is off it answers SPORTSBOOK_BRIDGE_OFF.
    await app.register(betcoLaunchRoutes, { prefix: '/api', ttl: betco });
    if (betco.mode === 'off') return;
    const purge = setInterval(() => {
      trackJob('betco-launch-purge', () => purgeBetcoLaunches(app.db)).catch((err: unknown) =>
        app.log.warn({ err }, 'betco: launch purge failed'),
      );
    }, DAY_MS).unref();
    app.addHook('onClose', async () => clearInterval(purge));
    if (betco.url) gameOrigins.allowBridge(betco.url);
    await app.register(betcoWalletRoutes, { prefix: '/api/provider/betco', secret: betco.secret });
    const runs =
      betco.mode === 'sim' && config.env !== 'production' && (config.env !== 'test' || !!startSimulator);
    if (!runs) return;
    const started = (url: string) => {
      simUrl = url;
      gameOrigins.allowBridge(url);
    };
    startOnListen(app, config, started, startSimulator ?? defaultStart);
  },
  { name: 'betco', decorators: { fastify: ['db', 'notifier'] } },
);

function startOnListen(
  app: FastifyInstance,
  config: Config,
  started: (url: string) => void,
  start: StartBetcoSimulator,
) {
  let sim: { close: () => Promise<void> } | null = null;
  app.addHook('onListen', async () => {
    const site = publicBase(app, config);
    const local = listenBase(app, config.port);
    const port = new URL(local).port;
    try {
      const s = await start({
        port: config.betco.simulatorPort,
        host: config.host,
        walletUrl: `${local}/api/provider/betco`,
        secret: config.betco.secret,
        hostOrigins: [
          ...new Set([new URL(site).origin, `http://localhost:${port}`, `http://127.0.0.1:${port}`]),
        ],
      });
      sim = s;
      started(config.betco.simulatorPublicUrl ?? s.url.replace('127.0.0.1', 'localhost'));
    } catch (err) {
      app.log.error({ err }, 'betco: the simulator did not start');
    }
  });
  app.addHook('onClose', async () => {
    await sim?.close();
  });
}
