/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { createDb, dbTargetFromConfig } from './create-db.ts';
import { migrateForRuntime } from './runtime-grants.ts';

// Same as `npm start`: ./.env fills in what the environment does not set.
const dotEnv = path.resolve(import.meta.dirname, '../../../../.env');
if (fs.existsSync(dotEnv)) process.loadEnvFile(dotEnv);

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(78); // EX_CONFIG, as server.ts
  }
  throw err;
}

const target = dbTargetFromConfig(config);
const db = await createDb(target);
try {
  // As DATABASE_MIGRATION_URL's owner role when set, then grants DATABASE_URL's role (ADR 017).
  const applied = await migrateForRuntime(config, db);
  const where =
    target.kind === 'postgres'
      ? `PostgreSQL (${config.databaseMigrationUrl ? 'DATABASE_MIGRATION_URL, grants to DATABASE_URL' : 'DATABASE_URL'})`
      : `PGlite in ${target.dir}`;
  if (applied.length === 0) console.log(`Database is up to date (${where}).`);
  else
    console.log(
      `Applied ${applied.length} migration(s) to ${where}:\n${applied.map((n) => `  ${n}`).join('\n')}`,
    );
} catch (err) {
  console.error('Migration failed:', err);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
