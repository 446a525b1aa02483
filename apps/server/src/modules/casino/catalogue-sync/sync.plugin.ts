import fp from 'fastify-plugin';
import type { Config } from '../../../config.ts';
import { trackJob } from '../../../infra/metrics/jobs.ts';
import { HOUR_MS } from '../../../lib/clock.ts';
import { type CatalogueSync, createCatalogueSync } from './sync.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalogueSync: CatalogueSync;
  }
}

/** The daily job looks every hour whether a run is due; the database decides (one process wins). */
const TICK_MS = HOUR_MS;

/** The simulator's art is drawn by our own /media routes too: keep its path, on our origin. */
const simImageUrl = (url: string) => {
  const path = URL.canParse(url) ? new URL(url).pathname : url;
  return /^\/media\/(games|studios)\/[a-z0-9_-]+\.svg$/.test(path) ? path : url;
};

/**
 * The catalogue sync (docs/decisions/090-catalogue-sync.md) as `app.catalogueSync`, and outside
 * tests its daily job. In sim mode it asks the game-provider simulator, wherever that runs.
 */
export const catalogueSyncPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const c = config.casino.catalogue;
    // The signed client is shared with free rounds (infra/game-provider/operator-api.plugin.ts).
    const client = app.operatorApi;
    const sync = createCatalogueSync({
      db: app.db,
      mode: c.mode,
      client,
      imageUrl: c.mode === 'sim' ? simImageUrl : (url) => url,
      log: app.log,
    });
    app.decorate('catalogueSync', sync);
    if (config.env === 'test' || !client) return;
    const tick = setInterval(() => {
      trackJob('casino-catalogue-sync', () => sync.runIfDue())
        .then((run) => run && app.log.info({ run }, 'casino: daily catalogue sync done'))
        .catch((err: unknown) => app.log.error({ err }, 'casino: daily catalogue sync failed'));
    }, TICK_MS).unref();
    app.addHook('onClose', async () => clearInterval(tick));
  },
  { name: 'catalogue-sync', dependencies: ['operator-api'], decorators: { fastify: ['db', 'operatorApi'] } },
);
