import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { GameFrameOrigins } from '../../infra/game-provider/frame-origins.ts';
import { listenBase, publicBase } from '../../infra/listen-base.ts';
import { type JobName, trackJob } from '../../infra/metrics/jobs.ts';
import { DAY_MS } from '../../lib/clock.ts';

/** What every framed book's simulator is started with (simulators/betsy, simulators/betco). */
export type BookSimulatorOptions = {
  port: number;
  host: string;
  walletUrl: string;
  secret: string;
  hostOrigins: string[];
  publicUrl: string | undefined;
};
export type StartBookSimulator = (
  opts: BookSimulatorOptions,
) => Promise<{ url: string; close: () => Promise<void> }>;

export type FramedBookSettings = {
  mode: 'off' | 'sim' | 'live';
  url: string | null;
  secret: string;
  simulatorPort: number;
  simulatorPublicUrl?: string;
};

type Book = {
  /** The provider's name: its wallet lives at /api/provider/<name>, its logs and jobs carry it. */
  name: 'betsy' | 'betco';
  settings: FramedBookSettings;
  config: Config;
  gameOrigins: GameFrameOrigins;
  purgeLaunches: () => Promise<unknown>;
  /** Started outside production in `sim` mode; under NODE_ENV=test only when a test passes one. */
  testStart?: StartBookSimulator;
  defaultStart: StartBookSimulator;
};

/**
 * The run-time part every framed sportsbook shares (docs/decisions/091-betsy-sportsbook-bridge.md,
 * docs/decisions/097-betco-esports-frame.md): the frame's URL by mode, and, once the provider's
 * routes are mounted, the daily purge of launch tokens, the provider's origin allowed in frames,
 * and in `sim` mode its simulator on its own port once this server listens.
 */
export function framedBook(app: FastifyInstance, book: Book) {
  const { name, settings, config, gameOrigins } = book;
  let simUrl: string | null = null;
  const frameUrl = () => (settings.mode === 'live' ? settings.url : settings.mode === 'sim' ? simUrl : null);
  const run = () => {
    const purge = setInterval(() => {
      trackJob(`${name}-launch-purge` satisfies JobName, book.purgeLaunches).catch((err: unknown) =>
        app.log.warn({ err }, `${name}: launch purge failed`),
      );
    }, DAY_MS).unref();
    app.addHook('onClose', async () => clearInterval(purge));
    if (settings.url) gameOrigins.allowBridge(settings.url);
    const runs =
      settings.mode === 'sim' && config.env !== 'production' && (config.env !== 'test' || !!book.testStart);
    if (!runs) return;
    startOnListen(app, book, (url) => {
      simUrl = url;
      gameOrigins.allowBridge(url);
    });
  };
  return { frameUrl, run };
}

function startOnListen(app: FastifyInstance, book: Book, started: (url: string) => void) {
  const { name, settings, config } = book;
  let sim: { close: () => Promise<void> } | null = null;
  app.addHook('onListen', async () => {
    const site = publicBase(app, config);
    const local = listenBase(app, config.port);
    const port = new URL(local).port;
    try {
      const s = await (book.testStart ?? book.defaultStart)({
        port: settings.simulatorPort,
        host: config.host,
        walletUrl: `${local}/api/provider/${name}`,
        secret: settings.secret,
        hostOrigins: [
          ...new Set([new URL(site).origin, `http://localhost:${port}`, `http://127.0.0.1:${port}`]),
        ],
        publicUrl: settings.simulatorPublicUrl,
      });
      sim = s;
      started(settings.simulatorPublicUrl ?? s.url.replace('127.0.0.1', 'localhost'));
    } catch (err) {
      app.log.error({ err }, `${name}: the simulator did not start`);
    }
  });
  app.addHook('onClose', async () => {
    await sim?.close();
  });
}
