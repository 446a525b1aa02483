import fp from 'fastify-plugin';
import { sessionCacheOf, type SessionsEnded } from '../core/accounts/index.ts';
import { type CacheNotices, attachNotices, detachNotices } from '../infra/cache/notices.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database's change notices behind the in-process caches (undefined: caches read through). */
    cacheNotices: CacheNotices | undefined;
  }
}

/**
 * Listens for the database's change notices (sessions, customers, content, site options) so the
 * hot paths can answer from memory (docs/decisions/019-hot-path-caches.md). A session ended in
 * this process leaves the cache at once; other processes drop it when the ending commits.
 */
export const cachesPlugin = fp(async (app) => {
  const notices = await attachNotices(app.db);
  app.decorate('cacheNotices', notices);
  const onEnded = (e: SessionsEnded) => sessionCacheOf(app.db)?.dropSessions(e.sessionIds);
  app.sessionEvents.on('ended', onEnded);
  app.addHook('onClose', async () => {
    app.sessionEvents.off('ended', onEnded);
    await detachNotices(app.db);
  });
});
