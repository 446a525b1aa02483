/**
 * Run as a child process: `node loaded-modules.ts <production|development>`. Records every module
 * file Node loads (a module.registerHooks load hook, installed before the app is imported), builds
 * the app on an in-memory PGlite in the given mode, and prints the loaded files of apps/server/src
 * as JSON on the last line of stdout. app-production.test.ts reads it.
 */
import { registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = path.resolve(import.meta.dirname, '..');
const loaded = new Set<string>();
registerHooks({
  load(url, context, nextLoad) {
    if (url.startsWith('file:')) {
      const file = fileURLToPath(url);
      if (file.startsWith(SRC + path.sep)) loaded.add(path.relative(SRC, file));
    }
    return nextLoad(url, context);
  },
});

const mode = process.argv[2] === 'production' ? 'production' : 'development';
const { loadConfig } = await import('../config.ts');
const { createDb } = await import('../db/create-db.ts');
const { migrateToLatest } = await import('../db/migrate.ts');
const { buildApp } = await import('../app.ts');

const db = await createDb({ kind: 'pglite', dir: null });
await migrateToLatest(db);
// loadConfig's production rules (a PostgreSQL URL, Redis, real gateway) are tested on their own;
// here the mode is what decides which modules load.
const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), env: mode } as const;
const app = await buildApp({
  config: {
    ...config,
    payments: { ...config.payments, simulator: mode !== 'production' },
    sportsbook: { ...config.sportsbook, customBet: mode === 'production' ? 'off' : 'sim' },
  },
  db,
  logger: false,
});
await app.ready();
await app.close();
await db.destroy();
console.log(JSON.stringify([...loaded].sort()));
