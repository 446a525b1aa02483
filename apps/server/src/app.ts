import { type KeyObject, randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import type { Launcher } from '@lalebet/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { createLoggers } from './infra/logger.ts';
import type { GameProviderAdapter } from './infra/game-provider/adapter.ts';
import { GameFrameOrigins } from './infra/game-provider/frame-origins.ts';
import type { KycProvider } from './infra/kyc/provider.ts';
import type { PaymentGateway } from './infra/payment-gateway/gateway.ts';
import { zodValidatorCompiler } from './lib/validation.ts';
import { auditSealPlugin } from './modules/audit/audit-seal.plugin.ts';
import { bonusPlugin } from './modules/bonus/bonus.plugin.ts';
import { casinoMediaRoutes } from './modules/casino/casino-media.routes.ts';
import { type StartGameSimulator, casinoPlugin } from './modules/casino/casino.plugin.ts';
import { gameFrameRoutes } from './modules/casino/game-frame.routes.ts';
import { catalogueSyncPlugin } from './modules/casino/catalogue-sync/sync.plugin.ts';
import { operatorApiPlugin } from './infra/game-provider/operator-api.plugin.ts';
import { gameWalletPlugin } from './modules/game-wallet/game-wallet.plugin.ts';
import { type StartBetcoSimulator, betcoPlugin } from './modules/betco/betco.plugin.ts';
import { type StartBetsySimulator, betsyPlugin } from './modules/betsy/betsy.plugin.ts';
import { registerMedia } from './modules/content/media.ts';
import { kycPlugin } from './modules/kyc/kyc.plugin.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { metricsRoutes } from './modules/metrics/metrics.routes.ts';
import { notificationsPlugin } from './modules/notifications/notifications.plugin.ts';
import { paymentsPlugin } from './modules/payments/payments.plugin.ts';
import { sportsbookPlugin } from './modules/sportsbook/sportsbook.plugin.ts';
import { lockoutPlugin } from './modules/lockout/lockout.routes.ts';
import { protectionJobsPlugin } from './modules/protection/protection-jobs.plugin.ts';
import { riskPlugin } from './modules/risk/risk.plugin.ts';
import { registersPlugin } from './modules/registers/registers.plugin.ts';
import { apiRoutes } from './api-routes.ts';
import { AccessLog } from './plugins/access-log.ts';
import { authPlugin } from './plugins/auth.ts';
import { countryGatePlugin } from './plugins/country-gate.ts';
import { cachesPlugin } from './plugins/caches.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { hubPlugin } from './plugins/hub.ts';
import { messagingPlugin } from './plugins/messaging.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { requestContextPlugin } from './plugins/request-context.ts';
import { securityHeadersPlugin } from './plugins/security.ts';
import { simControlGuard } from './plugins/sim-control.ts';
import { staticSitePlugin } from './plugins/static-site.ts';
import { bootDataScript } from './modules/content/boot-data.ts';
import './plugins/db.ts';

export type AppDeps = {
  config: Config;
  db: Kysely<Database>;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read it to prove no secret is ever logged). */
  logStream?: NodeJS.WritableStream;
  /** Replaces the configured payment gateway adapter (tests pass a fake). */
  paymentGateway?: PaymentGateway;
  /** Replaces the configured KYC provider adapter (tests pass a fake). */
  kycProvider?: KycProvider;
  /** Replaces launch adapters by integration (tests pass fakes). */
  gameProviders?: Partial<Record<Launcher, GameProviderAdapter>>;
  /** Replaces the game-provider simulator's start (tests; or when it is not built yet). */
  startSimulator?: StartGameSimulator;
  /** Starts the Betsy simulator under NODE_ENV=test (BETSY_MODE=sim; ADR 091). */
  startBetsySimulator?: StartBetsySimulator;
  /** Starts the betco simulator under NODE_ENV=test (BETCO_MODE=sim; ADR 097). */
  startBetcoSimulator?: StartBetcoSimulator;
  /** Trusted for X-Hub88-Signature instead of the configured key (tests sign with their own). */
  gameProviderPublicKey?: KeyObject;
  /** false: no sportsbook (tests that compose the sportsbook's parts themselves). */
  sportsbook?: boolean;
  /** Replaces the HTTP timeouts (tests shorten them). */
  httpTimeouts?: { connectionMs: number; requestMs: number };
};

/** Plugins first, then feature modules, listed explicitly, each with app.register. The caller owns `db`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = createServer(deps);
  app.decorate('db', deps.db);
  const gameOrigins = new GameFrameOrigins(config);
  await registerPlugins(app, deps, gameOrigins);
  await registerFeaturePlugins(app, deps, gameOrigins);
  await app.register(healthRoutes, { config });
  await app.register(metricsRoutes, { token: config.metricsToken });
  // Unlock link and support's unlock (docs/decisions/045-throttle-not-lock.md); decorates publicUrl.
  await app.register(lockoutPlugin, { publicUrl: config.publicUrl });
  await app.register(apiRoutes, { prefix: '/api', config });
  // Hub88's seamless-wallet calls: signed raw bodies and Hub88 answers, in their own scope.
  await app.register(gameWalletPlugin, {
    prefix: '/api/provider/hub88',
    config,
    publicKey: deps.gameProviderPublicKey,
  });
  await app.register(gameFrameRoutes);
  // Generated game thumbnails and studio art; before the static /media/ files it falls back to.
  await app.register(casinoMediaRoutes);
  await app.register(fp(registerMedia));
  await app.register(staticSitePlugin, {
    distDir: config.webDistDir,
    adminDistDir: config.adminDistDir,
    indexHead: () => bootDataScript(app),
  });
  return app;
}

function createServer({ config, logger = true, logStream, httpTimeouts }: AppDeps) {
  const timeouts = httpTimeouts ?? { connectionMs: 20_000, requestMs: 30_000 };
  const loggers = logger ? createLoggers(config.logLevel, logStream) : null;
  const app = Fastify({
    ...(loggers ? { loggerInstance: loggers.app } : { logger: false }),
    // One access-log line per request instead of two (plugins/access-log.ts).
    logController: new AccessLog(loggers?.access),
    genReqId: () => randomUUID(),
    bodyLimit: 64 * 1024,
    // A request must arrive whole within 30 s and a socket may stay silent for 20 s (longer than
    // the slowest handler, a 9 s game launch), so slow senders cannot hold sockets open. An
    // upgraded hub socket leaves these timers (lib/hub keeps its own ping and idle timeouts).
    connectionTimeout: timeouts.connectionMs,
    requestTimeout: timeouts.requestMs,
    // Only configured proxies may name the client (docs/decisions/013-login-and-code-guessing.md).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? hopsOf(config.trustProxy) // Fastify's own hop-count rule; its types leave numbers out
        : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Start-up includes the feed's recovery and the simulator's first snapshot (onReady hooks);
    // on a loaded 2-core machine that passed Fastify's default 10 s. A slow start may be slow.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

/** What every route relies on: request context, metrics, errors, headers, auth, caches, hub. */
async function registerPlugins(app: FastifyInstance, { config }: AppDeps, gameOrigins: GameFrameOrigins) {
  await app.register(requestContextPlugin);
  // Before every route: its response hook times them all (ADR 048).
  await app.register(metricsPlugin);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, {
    https: config.publicUrl?.startsWith('https:') ?? false,
    chatOrigin: config.chatScriptOrigin,
    imageOrigins: config.casinoImageOrigins,
    gameOrigins: () => gameOrigins.list(),
    adminHost: config.adminPublicUrl ? new URL(config.adminPublicUrl).host : undefined,
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(openApiPlugin, { ui: config.env !== 'production' });
  await app.register(authPlugin, { config });
  // Before any route: it adds its check to the gated routes as they are registered (ADR 027).
  await app.register(countryGatePlugin, { config });
  await app.register(riskPlugin, { enabled: config.env !== 'test' });
  // Audits blocks ending and limit requests lapsing (docs/rules.md R40, ADR 033).
  await app.register(protectionJobsPlugin, { enabled: config.env !== 'test' });
  await app.register(auditSealPlugin, { keys: config.auditChainKeys, enabled: config.env !== 'test' });
  await app.register(cachesPlugin);
  // Before the simulators mount: their control routes answer loopback or SIM_CONTROL_TOKEN only.
  if (config.env !== 'production') await app.register(simControlGuard, { token: config.simControlToken });
  await app.register(messagingPlugin, { config });
  await app.register(hubPlugin, { config });
  await app.register(notificationsPlugin);
}

/** The features' own plugins: adapters, background jobs and, outside production, simulators. */
async function registerFeaturePlugins(app: FastifyInstance, deps: AppDeps, gameOrigins: GameFrameOrigins) {
  const { config } = deps;
  // Also mounts the gateway simulator at /sim/gateway outside production.
  await app.register(paymentsPlugin, { config, gateway: deps.paymentGateway });
  // The KYC provider adapter; outside production also the KYC simulator at /sim/kyc.
  await app.register(kycPlugin, { config, provider: deps.kycProvider });
  // GAMSTOP and Spelpaus; outside production also their simulator at /sim/registers.
  await app.register(registersPlugin, { config });
  // The bonus expiry sweep.
  await app.register(bonusPlugin);
  // The odds feed, the catalogue and bets; outside production also the feed simulator at /sim/feed.
  if (deps.sportsbook !== false) await app.register(sportsbookPlugin, { config: config.sportsbook });
  // Launch adapters, and the game-provider simulator on its own port outside production.
  await app.register(casinoPlugin, {
    config,
    gameOrigins,
    adapters: deps.gameProviders,
    startSimulator: deps.startSimulator,
  });
  // The aggregator's signed Operator API client: the catalogue (ADR 090) and free rounds (ADR 099).
  await app.register(operatorApiPlugin, { config });
  // The catalogue from the aggregator's Operator API, and its daily job (ADR 090).
  await app.register(catalogueSyncPlugin, { config });
  // BETER's Betsy bridge (ADR 091): its wallet, launch tokens and, in sim mode, its simulator.
  await app.register(betsyPlugin, { config, gameOrigins, startSimulator: deps.startBetsySimulator });
  // The betco e-sports frame (ADR 097): the same shared wallet behind its own signed protocol.
  await app.register(betcoPlugin, { config, gameOrigins, startSimulator: deps.startBetcoSimulator });
}

/** Trust the nearest `hops` peers: the client is the address `hops` entries from the right. */
function hopsOf(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
