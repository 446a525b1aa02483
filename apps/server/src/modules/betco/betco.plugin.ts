import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { type StartBookSimulator, framedBook } from '../../core/sportsbook-wallet/index.ts';
import type { GameFrameOrigins } from '../../infra/game-provider/frame-origins.ts';
import { betcoLaunchRoutes } from './launch.routes.ts';
import { betcoWalletRoutes } from './wallet.routes.ts';
import { mintBetcoLaunch, purgeBetcoLaunches } from './wallet.service.ts';

/** The betco simulator's entry (simulators/betco/simulator.ts), started outside production only. */
export type StartBetcoSimulator = StartBookSimulator;

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
    const book = framedBook(app, {
      name: 'betco',
      settings: betco,
      config,
      gameOrigins,
      purgeLaunches: () => purgeBetcoLaunches(app.db),
      testStart: startSimulator,
      defaultStart,
    });
    app.decorate('betcoBridge', {
      mode: betco.mode,
      frameUrl: book.frameUrl,
      async sessionFields(customerId: bigint) {
        const url = book.frameUrl();
        if (!url) return EMPTY;
        const { token } = await mintBetcoLaunch(app.db, customerId, betco);
        return { betcoUrl: url, betcoToken: token };
      },
    });
    // Always mounted: while the bridge is off it answers SPORTSBOOK_BRIDGE_OFF.
    await app.register(betcoLaunchRoutes, { prefix: '/api', ttl: betco });
    if (betco.mode === 'off') return;
    await app.register(betcoWalletRoutes, { prefix: '/api/provider/betco', secret: betco.secret });
    book.run();
  },
  { name: 'betco', decorators: { fastify: ['db', 'notifier'] } },
);
