import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { reportReady, runPrimary } from './cluster.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { createDb, dbTargetFromConfig } from './db/create-db.ts';
import { assertRuntimeRoleCannotRewrite, migrateForRuntime } from './db/runtime-grants.ts';
import { ensureAdminAccount } from './modules/admin/admin-bootstrap.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }

  // WEB_CONCURRENCY > 1: this primary prepares the database once and forks the servers (ADR 018).
  if (cluster.isPrimary && config.webConcurrency > 1) {
    const db = await createDb(dbTargetFromConfig(config));
    const applied = await prepareDatabase(db, config);
    await db.destroy();
    if (applied.length) console.log(`migrations applied: ${applied.join(', ')}`);
    return runPrimary(config);
  }

  const db = await createDb(dbTargetFromConfig(config));
  const applied = cluster.isPrimary ? await prepareDatabase(db, config) : [];

  const app = await buildApp({ config, db });
  // After the app: the bootstrap clears the admin's counters in the app's (shared) rate-limit store.
  // Under WEB_CONCURRENCY only the first worker does it, once per start (ADR 014, ADR 018).
  if (cluster.isPrimary || cluster.worker?.id === 1) await ensureAdminAccount(db, app.limiter, config);
  if (applied.length) app.log.info({ applied }, 'migrations applied');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await db.destroy();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  // The gateway's API key and webhook secret are never printed, only where payments go.
  const gateway = config.payments.gatewayUrl
    ? new URL(config.payments.gatewayUrl).origin
    : `simulator at http://${shown}:${port}/sim/gateway`;
  // Where launches go: the aggregator's origin, or the simulator once it listens.
  const simulator = await app.casino.simulator();
  const games = config.casino.providerUrl
    ? new URL(config.casino.providerUrl).origin
    : simulator
      ? `simulator at ${config.casino.simulatorPublicUrl ?? simulator}`
      : 'none (the game-provider simulator did not start)';
  const banner = `\n  LaleBet is running at http://${shown}:${port}  (database: ${database}; payment gateway: ${gateway}; games: ${games})\n`;
  if (!reportReady(banner)) console.log(banner);
  // NODE_ENV defaults to development so that `npm start` is a demo; say loudly what that opens.
  if (config.env === 'development') {
    app.log.warn(
      { env: config.env },
      'not production: /api/dev/outbox shows every SMS and e-mail code and the simulators take payments; ' +
        'set NODE_ENV=production for real players',
    );
  }
}

/** Migrations and the demo seed: once per start, never in several processes at once. */
async function prepareDatabase(db: Awaited<ReturnType<typeof createDb>>, config: Config): Promise<string[]> {
  // As the owner role when DATABASE_MIGRATION_URL is set; `db` is the runtime role (ADR 017).
  const applied = await migrateForRuntime(config, db);
  if (config.env === 'production') await assertRuntimeRoleCannotRewrite(db);
  if (config.seedDemoData) {
    // Loaded only when asked for: the demo seed imports the game-provider simulator's catalogue.
    const { seedDemoData } = await import('./db/seed/seed.ts');
    await seedDemoData(db);
  }
  return applied;
}

main().catch((err: unknown) => {
  console.error('Failed to start:', err);
  process.exit(1);
});
