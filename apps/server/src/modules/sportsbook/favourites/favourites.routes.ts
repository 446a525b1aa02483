import { envelope, putSportsFavouritesSchema, sportsFavouritesSchema } from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { customerOf, noStore } from '../../../plugins/auth.ts';
import { readFavourites, saveFavourites } from './favourites.service.ts';

/** The player's favourite leagues and matches, shown first in the sports menu (ADR 065). */
export const favouritesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);

  app.get(
    '/sportsbook/favourites',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['sportsbook'],
        summary: 'Favourite tournaments and events, in the order chosen',
        response: { 200: envelope(sportsFavouritesSchema) },
      },
    },
    async (req) => ok(await readFavourites(app.db, customerOf(req).id)),
  );

  app.put(
    '/sportsbook/favourites',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['sportsbook'],
        summary: 'Replace the favourites (at most 100 tournaments and 100 events)',
        body: putSportsFavouritesSchema,
        response: { 200: envelope(sportsFavouritesSchema) },
      },
    },
    async (req) => ok(await saveFavourites(app.db, customerOf(req).id, req.body)),
  );
};
