import { type KeyObject, randomInt } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  type KeyPair,
  OPERATOR_KEY_FILES,
  loadOrCreateKeyPair,
  loadOrCreateSimulatorKeys,
} from '../../lib/hub88/signature.ts';
import { apiRoutes } from './api.routes.ts';
import type { Engine } from './catalogue.ts';
import type { GameEngine, GamePageOptions, Rng } from './games/engine.ts';
import { launchRoutes } from './launch.routes.ts';
import { mediaRoutes } from './media.routes.ts';
import {
  type Hub88GameEntry,
  type Hub88ProductEntry,
  createOperatorCatalogue,
} from './operator-catalogue.ts';
import { operatorRoutes } from './operator.routes.ts';
import { freebetPlayRoutes } from './freebet-play.routes.ts';
import { createRewardStore } from './freebets.ts';
import { playRoutes } from './play.routes.ts';
import { createRoundService } from './rounds.ts';
import { createSessionStore } from './sessions.ts';
import { type RetryPolicy, type WalletTransport, fetchTransport } from './transport.ts';
import { createWalletClient } from './wallet-client.ts';

/** The engines and the page renderer (the games/ folder); tests may pass stubs. */
export type GameKit = {
  engines: Record<Engine, GameEngine>;
  renderGamePage: (opts: GamePageOptions) => string;
};

export type GameSimulatorOptions = {
  /** Our seamless wallet's base, e.g. http://127.0.0.1:3000/api/provider/hub88. */
  walletUrl: () => string;
  keys: KeyPair;
  /** How browsers reach the simulator: play URLs and the pages' API base. */
  publicBase: () => string;
  transport?: WalletTransport;
  /** Game outcomes; crypto.randomInt unless a test seeds it. */
  rng?: Rng;
  policy?: Partial<RetryPolicy>;
  newId?: (kind: 'bet' | 'win' | 'rollback', round: string) => string;
  games?: GameKit;
  logger?: FastifyServerOptions['logger'];
  /** The Operator API's side (docs/decisions/090-catalogue-sync.md): who may call it, and what it lists. */
  operator?: {
    id: number;
    publicKey: () => KeyObject;
    now?: () => number;
    /** Instead of the whole simulator catalogue (tests). */
    catalogue?: { games: Hub88GameEntry[]; products: Hub88ProductEntry[] };
  };
};

// Launch tokens travel in the play URL's query: log paths, never queries.
const serializers = {
  req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url.split('?')[0] }),
};

// The games folder is written alongside; loaded once, unless a kit is passed in.
const GAMES_MODULE = './games/index.ts';
let defaultKit: Promise<GameKit> | null = null;
const loadGames = () =>
  (defaultKit ??= import(GAMES_MODULE).then(
    (m: { ENGINES: GameKit['engines']; renderGamePage: GameKit['renderGamePage'] }) => ({
      engines: m.ENGINES,
      renderGamePage: m.renderGamePage,
    }),
  ));

/**
 * The game-provider simulator: an aggregator on its own origin. It takes the operator's launch
 * calls, serves the games, and moves money only through the operator's signed seamless-wallet
 * API, retrying and rolling back the way Hub88 does (docs/wallet-protocol.md §2.5).
 */
export async function createGameSimulator(opts: GameSimulatorOptions) {
  const logger =
    opts.logger && typeof opts.logger === 'object' ? { ...opts.logger, serializers } : (opts.logger ?? false);
  const app: FastifyInstance = Fastify({ logger, bodyLimit: 64 * 1024 });
  const kit = opts.games ?? (await loadGames());
  const sessions = createSessionStore();
  const wallet = createWalletClient({
    keys: opts.keys,
    transport: opts.transport ?? fetchTransport(opts.walletUrl),
    policy: opts.policy,
    newId: opts.newId,
    warn: (obj, msg) => app.log.warn(obj, msg),
  });
  const rounds = createRoundService({
    wallet,
    engines: kit.engines,
    rng: opts.rng ?? ((max) => randomInt(max)),
  });

  app.setErrorHandler((err: Error & { statusCode?: number }, req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) req.log.error({ err }, 'game simulator: unexpected error');
    return reply.code(status).send({ error: status === 500 ? 'internal_error' : err.message });
  });
  const catalogue = createOperatorCatalogue(opts.publicBase, opts.operator?.catalogue);
  const rewards = createRewardStore(catalogue, opts.operator?.now);
  await app.register(launchRoutes({ sessions, publicBase: opts.publicBase }));
  await app.register(
    playRoutes({
      sessions,
      wallet,
      rewards,
      publicBase: opts.publicBase,
      renderGamePage: kit.renderGamePage,
    }),
  );
  await app.register(apiRoutes({ sessions, rounds, wallet }));
  await app.register(mediaRoutes);
  if (opts.operator) {
    const { id, publicKey, now } = opts.operator;
    await app.register(operatorRoutes({ catalogue, operatorId: id, operatorKey: publicKey, now, rewards }));
  }
  await app.register(
    freebetPlayRoutes({ sessions, wallet, rewards, rng: opts.rng ?? ((max) => randomInt(max)) }),
  );

  const stats = {
    belief: wallet.belief,
    wallet: wallet.stats,
    sessions: sessions.size,
    openRounds: rounds.openRounds,
  };
  return { app, stats, catalogue, rewards, close: () => app.close() };
}

export type GameSimulator = Awaited<ReturnType<typeof createGameSimulator>>;

/** What the casino plugin calls once our server listens (outside production). */
export async function startGameSimulator(opts: {
  port: number;
  host: string;
  walletUrl: string;
  dataDir: string;
  publicUrl?: string;
  logger?: FastifyServerOptions['logger'];
  /** Tests only: stub games instead of the games folder. */
  games?: GameKit;
  /** The operator id the Operator API accepts; its key is DATA_DIR/keys/hub88-operator-public.pem. */
  operatorId?: number;
}): Promise<{ url: string; close: () => Promise<void> }> {
  let port = opts.port;
  // Read on the first call: the server creates the operator's pair when its sync first signs.
  let operatorKey: KeyObject | null = null;
  const sim = await createGameSimulator({
    walletUrl: () => opts.walletUrl,
    keys: loadOrCreateSimulatorKeys(opts.dataDir),
    publicBase: () => opts.publicUrl ?? `http://localhost:${port}`,
    logger: opts.logger,
    games: opts.games,
    operator: {
      id: opts.operatorId ?? 1,
      publicKey: () => (operatorKey ??= loadOrCreateKeyPair(opts.dataDir, OPERATOR_KEY_FILES).publicKey),
    },
  });
  await sim.app.listen({ port: opts.port, host: opts.host });
  const address = sim.app.server.address();
  if (address && typeof address === 'object') port = address.port;
  const wildcard = ['0.0.0.0', '::', ''].includes(opts.host);
  const host =
    wildcard || opts.host === 'localhost'
      ? '127.0.0.1'
      : opts.host.includes(':')
        ? `[${opts.host}]`
        : opts.host;
  return { url: `http://${host}:${port}`, close: sim.close };
}
