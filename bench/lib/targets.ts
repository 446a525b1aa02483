import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createDb } from '../../apps/server/src/db/create-db.ts';
import type { Database } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { seedDemoData } from '../../apps/server/src/db/seed/seed.ts';

export type Target = {
  baseUrl: string;
  app?: FastifyInstance;
  db?: Kysely<Database>;
  /** What the target runs on, for the report. */
  label: string;
  close: () => Promise<void>;
};

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

/** A throw-away database on the PostgreSQL server at `adminUrl`, dropped by `drop`. */
async function throwAwayPostgres(adminUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `bench_app_${Date.now().toString(36)}`;
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    label: `PostgreSQL at ${url.host}`,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * The real app with the demo seed, logging off: on a fresh in-memory PGlite, or on a throw-away
 * PostgreSQL database when `postgresUrl` is given.
 */
export async function startRealApp(
  opts: { web?: boolean; postgresUrl?: string } = {},
): Promise<Target & { app: FastifyInstance; db: Kysely<Database> }> {
  const pgDb = opts.postgresUrl ? await throwAwayPostgres(opts.postgresUrl) : null;
  const db = await createDb(pgDb ? { kind: 'postgres', url: pgDb.url } : { kind: 'pglite', dir: null });
  await migrateToLatest(db);
  await seedDemoData(db);
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const config = {
    ...base,
    // API benches do not measure static files; the Lighthouse run serves the built site.
    webDistDir: opts.web ? base.webDistDir : path.join(import.meta.dirname, '.no-web-dist'),
    adminDistDir: opts.web ? base.adminDistDir : path.join(import.meta.dirname, '.no-web-dist'),
    // The bench plays the edge proxy: it names a client per bench user in X-Forwarded-For, so
    // setting up many users does not run into the per-address sign-up limit.
    trustProxy: ['127.0.0.1'],
  };
  const app = await buildApp({ config, db, logger: false });
  const baseUrl = await listen(app);
  return {
    baseUrl,
    app,
    db,
    label: pgDb?.label ?? 'PGlite in memory',
    close: async () => {
      await app.close();
      await db.destroy();
      await pgDb?.drop();
    },
  };
}
