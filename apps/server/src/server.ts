import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDb, dbTargetFromConfig } from './db/create-db.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoData } from './db/seed/seed.ts';
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

  const db = await createDb(dbTargetFromConfig(config));
  const applied = await migrateToLatest(db);
  if (config.seedDemoData) await seedDemoData(db);
  const app = await buildApp({ config, db });
  // After the app: the bootstrap clears the admin's counters in the app's (shared) rate-limit store.
  await ensureAdminAccount(db, app.limiter, config);
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
  const db_ = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
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
  console.log(
    `\n  LaleBet is running at http://${shown}:${port}  (database: ${db_}; payment gateway: ${gateway}; games: ${games})\n`,
  );
}

main().catch((err: unknown) => {
  console.error('Failed to start:', err);
  process.exit(1);
});
