import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createDb } from '../../apps/server/src/db/create-db.ts';
import type { Database } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { seedDemoData } from '../../apps/server/src/db/seed/seed.ts';

export type Target = {
  baseUrl: string;
  app: FastifyInstance;
  db?: Kysely<Database>;
  close: () => Promise<void>;
};

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

/** The real app on a fresh in-memory PGlite with the demo seed, logging off. */
export async function startRealApp(opts: { web?: boolean } = {}): Promise<Target> {
  const db = await createDb({ kind: 'pglite', dir: null });
  await migrateToLatest(db);
  await seedDemoData(db);
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const config = {
    ...base,
    // API benches do not measure static files; the Lighthouse run serves the built site.
    webDistDir: opts.web ? base.webDistDir : path.join(import.meta.dirname, '.no-web-dist'),
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
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}

/** The floor: bare Fastify, one route answering a constant envelope, nothing else. */
export async function startBareApp(): Promise<Target> {
  const app = Fastify({ logger: false });
  const payload = { success: true, message: '', data: { status: 'ok' } };
  app.get('/bare', async () => payload);
  const baseUrl = await listen(app);
  return { baseUrl, app, close: () => app.close() };
}
