import { type KeyObject, randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import type { Launcher } from '@lalebet/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { loggerOptions } from './infra/logger.ts';
import type { GameProviderAdapter } from './infra/game-provider/adapter.ts';
import { GameFrameOrigins } from './infra/game-provider/frame-origins.ts';
import type { KycProvider } from './infra/kyc/provider.ts';
import type { PaymentGateway } from './infra/payment-gateway/gateway.ts';
import { zodValidatorCompiler } from './lib/validation.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { phoneRoutes } from './modules/account/phone.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { auditSealPlugin } from './modules/audit/audit-seal.plugin.ts';
import { adminAuditRoutes } from './modules/audit/audit.routes.ts';
import { reportRoutes } from './modules/reports/reports.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { resetRoutes } from './modules/auth/reset.routes.ts';
import { adminBonusRoutes } from './modules/bonus/admin-bonus.routes.ts';
import { adminBonusDefinitionRoutes } from './modules/bonus/admin-definitions.routes.ts';
import { adminGrantRoutes } from './modules/bonus/admin-grant.routes.ts';
import { bonusPlugin } from './modules/bonus/bonus.plugin.ts';
import { bonusRoutes } from './modules/bonus/bonus.routes.ts';
import { callbackRoutes } from './modules/callback/callback.routes.ts';
import { adminCasinoRoutes } from './modules/casino/admin-casino.routes.ts';
import { casinoMediaRoutes } from './modules/casino/casino-media.routes.ts';
import { type StartGameSimulator, casinoPlugin } from './modules/casino/casino.plugin.ts';
import { casinoRoutes } from './modules/casino/casino.routes.ts';
import { gameFrameRoutes } from './modules/casino/game-frame.routes.ts';
import { launchRoutes } from './modules/casino/launch.routes.ts';
import { gameWalletPlugin } from './modules/game-wallet/game-wallet.plugin.ts';
import { adminContentRoutes } from './modules/content/admin-content.routes.ts';
import { adminSiteRoutes } from './modules/content/admin-site.routes.ts';
import { customerAdminRoutes } from './modules/customers/customers.plugin.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { registerMedia } from './modules/content/media.ts';
import { siteRoutes } from './modules/content/site.routes.ts';
import { winnersRoutes } from './modules/content/winners.routes.ts';
import { kycPlugin } from './modules/kyc/kyc.plugin.ts';
import { kycRoutes } from './modules/kyc/kyc.routes.ts';
import { kycWebhookRoutes } from './modules/kyc/kyc-webhook.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { metricsRoutes } from './modules/metrics/metrics.routes.ts';
import { adminNotificationRoutes } from './modules/notifications/admin-notifications.routes.ts';
import { notificationsPlugin } from './modules/notifications/notifications.plugin.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { adminMethodRoutes } from './modules/payments/admin-methods.routes.ts';
import { adminWithdrawalRoutes } from './modules/payments/admin-withdrawals.routes.ts';
import { paymentRoutes } from './modules/payments/payment.routes.ts';
import { paymentsPlugin } from './modules/payments/payments.plugin.ts';
import { transactionRoutes } from './modules/payments/transactions.routes.ts';
import { webhookRoutes } from './modules/payments/webhook.routes.ts';
import { protectionRoutes } from './modules/protection/protection.plugin.ts';
import { sportsbookPlugin } from './modules/sportsbook/sportsbook.plugin.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { lockoutPlugin } from './modules/lockout/lockout.routes.ts';
import { adjustmentRoutes } from './modules/adjustments/adjustments.routes.ts';
import { approvalRoutes } from './modules/approvals/approvals.routes.ts';
import { queueRoutes } from './modules/queues/queues.routes.ts';
import { protectionJobsPlugin } from './modules/protection/protection-jobs.plugin.ts';
import { riskPlugin } from './modules/risk/risk.plugin.ts';
import { riskRoutes } from './modules/risk/risk.routes.ts';
import { registersPlugin } from './modules/registers/registers.plugin.ts';
import { registersAdminRoutes } from './modules/registers/registers-admin.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { countryGatePlugin } from './plugins/country-gate.ts';
import { cachesPlugin } from './plugins/caches.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { hubPlugin } from './plugins/hub.ts';
import { messagingPlugin } from './plugins/messaging.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { requestContextPlugin } from './plugins/request-context.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { simControlGuard } from './plugins/sim-control.ts';
import { registerStaticSite } from './plugins/static-site.ts';
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
  /** Trusted for X-Hub88-Signature instead of the configured key (tests sign with their own). */
  gameProviderPublicKey?: KeyObject;
  /** false: no sportsbook (tests that compose the sportsbook's parts themselves). */
  sportsbook?: boolean;
  /** Replaces the HTTP timeouts (tests shorten them). */
  httpTimeouts?: { connectionMs: number; requestMs: number };
};

/** Plugins first, then feature modules, listed explicitly. The caller owns `db`. */
export async function buildApp({
  config,
  db,
  logger = true,
  logStream,
  paymentGateway,
  kycProvider,
  gameProviders,
  startSimulator,
  gameProviderPublicKey,
  httpTimeouts = { connectionMs: 20_000, requestMs: 30_000 },
  sportsbook = true,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? { ...(loggerOptions(config.logLevel) as object), ...(logStream ? { stream: logStream } : {}) }
      : false,
    genReqId: () => randomUUID(),
    bodyLimit: 64 * 1024,
    // A request must arrive whole within 30 s and a socket may stay silent for 20 s (longer than
    // the slowest handler, a 9 s game launch), so slow senders cannot hold sockets open. An
    // upgraded hub socket leaves these timers (lib/hub keeps its own ping and idle timeouts).
    connectionTimeout: httpTimeouts.connectionMs,
    requestTimeout: httpTimeouts.requestMs,
    // Only configured proxies may name the client (docs/decisions/013-login-and-code-guessing.md).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? hopsOf(config.trustProxy) // Fastify's own hop-count rule; its types leave numbers out
        : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  // Set at the start (errors keep it): one synchronous hook costs less than an async onSend.
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });

  await app.register(requestContextPlugin);
  // Before every route: its response hook times them all (ADR 048).
  await app.register(metricsPlugin);
  registerErrorHandler(app);
  const gameOrigins = new GameFrameOrigins(config);
  await registerSecurityHeaders(app, {
    https: config.publicUrl?.startsWith('https:') ?? false,
    chatOrigin: config.chatScriptOrigin,
    gameOrigins: () => gameOrigins.list(),
    adminHost: config.adminPublicUrl ? new URL(config.adminPublicUrl).host : undefined,
  });
  await app.register(compress, { threshold: 1024 });
  await registerOpenApi(app, { ui: config.env !== 'production' });
  await app.register(authPlugin, { config });
  // Before any route: it adds its check to the gated routes as they are registered (ADR 027).
  await app.register(countryGatePlugin, { config });
  await app.register(riskPlugin, { enabled: config.env !== 'test' });
  // Audits blocks ending and limit requests lapsing (rule 40, ADR 033).
  await app.register(protectionJobsPlugin, { enabled: config.env !== 'test' });
  await app.register(auditSealPlugin, { keys: config.auditChainKeys, enabled: config.env !== 'test' });
  await app.register(cachesPlugin);
  // Before the simulators mount: their control routes answer loopback or SIM_CONTROL_TOKEN only.
  if (config.env !== 'production') await app.register(simControlGuard, { token: config.simControlToken });
  await app.register(messagingPlugin, { config });
  await app.register(hubPlugin, { config });
  await app.register(notificationsPlugin);
  // Also mounts the gateway simulator at /sim/gateway outside production.
  await app.register(paymentsPlugin, { config, gateway: paymentGateway });
  // The KYC provider adapter; outside production also the KYC simulator at /sim/kyc.
  await app.register(kycPlugin, { config, provider: kycProvider });
  // GAMSTOP and Spelpaus; outside production also their simulator at /sim/registers.
  await app.register(registersPlugin, { config });
  // The bonus expiry sweep.
  await app.register(bonusPlugin);
  // The odds feed, the catalogue and bets; outside production also the feed simulator at /sim/feed.
  if (sportsbook) await app.register(sportsbookPlugin, { config: config.sportsbook });
  // Launch adapters, and the game-provider simulator on its own port outside production.
  await app.register(casinoPlugin, { config, gameOrigins, adapters: gameProviders, startSimulator });

  await app.register(healthRoutes, { config });
  await app.register(metricsRoutes, { token: config.metricsToken });
  // Unlock link and support's unlock (docs/decisions/045-throttle-not-lock.md); decorates publicUrl.
  await app.register(lockoutPlugin, { publicUrl: config.publicUrl });
  await app.register(
    async (api) => {
      await api.register(contentRoutes);
      await api.register(siteRoutes);
      await api.register(winnersRoutes);
      await api.register(callbackRoutes);
      await api.register(authRoutes);
      await api.register(resetRoutes);
      await api.register(accountRoutes);
      await api.register(phoneRoutes, { smsAllowedPrefixes: config.smsAllowedPrefixes });
      await api.register(bonusRoutes);
      await api.register(adminRoutes, {
        totpOptional: config.adminTotpOptional,
        dataKeys: config.payoutDataKeys,
      });
      await api.register(notificationRoutes);
      await api.register(adminNotificationRoutes);
      await api.register(paymentRoutes);
      await api.register(transactionRoutes);
      await api.register(adminWithdrawalRoutes);
      await api.register(adminBonusRoutes);
      await api.register(adminBonusDefinitionRoutes);
      await api.register(adminGrantRoutes);
      await api.register(adminCasinoRoutes);
      await api.register(adminMethodRoutes);
      await api.register(adminAuditRoutes);
      await api.register(reportRoutes);
      await api.register(customerAdminRoutes);
      await api.register(staffRoutes, {
        totpOptional: config.adminTotpOptional,
        publicUrl: config.publicUrl,
      });
      await api.register(adjustmentRoutes);
      await api.register(approvalRoutes);
      await api.register(queueRoutes);
      await api.register(adminContentRoutes);
      await api.register(adminSiteRoutes, { chatScriptOrigin: config.chatScriptOrigin });
      await api.register(riskRoutes);
      await api.register(registersAdminRoutes);
      await api.register(webhookRoutes);
      await api.register(kycRoutes);
      await api.register(kycWebhookRoutes);
      await api.register(casinoRoutes);
      await api.register(launchRoutes);
      await api.register(protectionRoutes);
      // Codes sent in development are read here; production has no such door, and does not
      // even load its code (ADR 017).
      if (config.env !== 'production') {
        const { devOutboxRoutes } = await import('./modules/messaging/messaging.routes.ts');
        await api.register(devOutboxRoutes);
      }
    },
    { prefix: '/api' },
  );

  // Hub88's seamless-wallet calls: signed raw bodies and Hub88 answers, in their own scope.
  await app.register(gameWalletPlugin, {
    prefix: '/api/provider/hub88',
    config,
    publicKey: gameProviderPublicKey,
  });
  await app.register(gameFrameRoutes);
  // Generated game thumbnails and studio art; before the static /media/ files it falls back to.
  await app.register(casinoMediaRoutes);
  await registerMedia(app);
  await registerStaticSite(app, {
    distDir: config.webDistDir,
    adminDistDir: config.adminDistDir,
    indexHead: () => bootDataScript(app),
  });
  return app;
}

/** Trust the nearest `hops` peers: the client is the address `hops` entries from the right. */
function hopsOf(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
