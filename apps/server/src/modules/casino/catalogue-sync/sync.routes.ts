import { catalogueSyncRunSchema, catalogueSyncStateSchema, envelope } from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { requestMeta } from '../../../lib/request-meta.ts';
import { adminOf, noStore } from '../../../plugins/auth.ts';

const DONE = { en: 'Catalogue synced.', tr: 'Katalog eşitlendi.' };

/** Back office: the catalogue imported from the aggregator, its last run and a run now (casino:manage). */
export const catalogueSyncRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);

  app.get(
    '/admin/casino/catalogue-sync',
    {
      config: { permission: 'casino:manage' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "The catalogue import's mode and its last run",
        response: { 200: envelope(catalogueSyncStateSchema) },
      },
    },
    async () => ok(await app.catalogueSync.state()),
  );

  app.post(
    '/admin/casino/catalogue-sync',
    {
      config: { permission: 'casino:manage' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          "Imports the aggregator's game list now: new games added disabled, dropped games disabled " +
          '(at most once a minute; audited)',
        response: { 200: envelope(catalogueSyncRunSchema) },
      },
    },
    async (req) => ok(await app.catalogueSync.runNow(adminOf(req), requestMeta(req)), DONE[req.locale]),
  );
};
