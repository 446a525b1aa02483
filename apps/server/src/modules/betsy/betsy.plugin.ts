import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { type StartBookSimulator, framedBook } from '../../core/sportsbook-wallet/index.ts';
import type { GameFrameOrigins } from '../../infra/game-provider/frame-origins.ts';
import { betsyLaunchRoutes } from './launch.routes.ts';
import { mintLaunch, purgeLaunches } from './launch.service.ts';
import { betsyWalletRoutes } from './wallet.routes.ts';

/** The Betsy simulator's entry (simulators/betsy/simulator.ts), started outside production only. */
export type StartBetsySimulator = StartBookSimulator;

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
    const book = framedBook(app, {
      name: 'betsy',
      settings: betsy,
      config,
      gameOrigins,
      purgeLaunches: () => purgeLaunches(app.db),
      testStart: startSimulator,
      defaultStart,
    });
    app.decorate('sportsbookBridge', {
      mode: betsy.mode,
      frameUrl: book.frameUrl,
      async sessionFields(customerId: bigint) {
        const url = book.frameUrl();
        if (!url) return EMPTY;
        const { token } = await mintLaunch(app.db, customerId, betsy);
        return { betsyUrl: url, betsyCid: betsy.cid, betsyToken: token };
      },
    });
    // Always mounted: while the bridge is off it answers SPORTSBOOK_BRIDGE_OFF.
    await app.register(betsyLaunchRoutes, { prefix: '/api', cid: betsy.cid, ttl: betsy });
    if (betsy.mode === 'off') return;
    await app.register(betsyWalletRoutes, { prefix: '/api/provider/betsy', secret: betsy.secret });
    book.run();
  },
  { name: 'betsy', decorators: { fastify: ['db', 'notifier'] } },
);
