import {
  categorySchema,
  envelope,
  favoriteStateSchema,
  gameHistoryPageSchema,
  gameHistoryRequestSchema,
  gamesPageSchema,
  gamesRequestSchema,
  providerSchema,
  providersQuerySchema,
  toggleFavoriteRequestSchema,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { customerOf, noStore } from '../../plugins/auth.ts';
import { CASINO_MESSAGES } from './casino.messages.ts';
import { ROUTE_LIMITS, enforceRouteLimit } from '../../infra/rate-limit/route-limit.ts';
import { ipLimitKey } from '../../lib/request-meta.ts';
import { favoriteCodes } from '../../core/favorites.ts';
import { toggleFavorite } from './favorites.service.ts';
import { categoryList, listGames, providerList } from './games.service.ts';
import { gameHistory } from './history.service.ts';
/** The lobby: games, categories, providers and the origins game frames load from. */
const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/casino/games',
    {
      // Only the favourites filter needs a session; the catalogue is public, so it is limited per address.
      preHandler: async (req) => {
        await enforceRouteLimit(app.limiter, ROUTE_LIMITS.search, ipLimitKey(req.ip));
        if ((req.body as { favorites?: boolean }).favorites) await app.requireCustomer(req);
      },
      schema: {
        tags: ['casino'],
        summary:
          'Games by search (+ live) or by systemCategory (+ providerId, liveType, favorites); a page and the total',
        body: gamesRequestSchema,
        response: { 200: envelope(gamesPageSchema) },
      },
    },
    async (req) => ok(await listGames(app.db, req.body, req.customer?.id ?? null)),
  );

  app.get(
    '/casino/categorylist',
    {
      schema: {
        tags: ['casino'],
        summary: 'Casino categories: id, name, slugList, imageUrl',
        response: { 200: envelope(z.array(categorySchema)) },
      },
    },
    async () => ok(await categoryList(app.db)),
  );

  app.get(
    '/casino/providers',
    {
      schema: {
        tags: ['casino'],
        summary: 'Studios with games (in a category when given), for the provider filter',
        querystring: providersQuerySchema,
        response: { 200: envelope(z.array(providerSchema)) },
      },
    },
    async (req) => ok(await providerList(app.db, req.query.systemCategory)),
  );

  app.get(
    '/casino/gameorigins',
    {
      schema: {
        tags: ['casino'],
        summary:
          'Origins games are served from: the host page accepts game messages (reload, exit) only from these',
        response: { 200: envelope(z.array(z.string())) },
      },
    },
    async () => ok(app.casino.gameOrigins.list()),
  );
};

/** The player's favourites and game history. */
const playerGameRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/casino/togglefavorite',
    {
      preHandler: app.requireCustomer,
      onSend: noStore,
      schema: {
        tags: ['casino'],
        summary: 'Add or remove a favourite game; data is the new state and the whole userFavoriteList',
        body: toggleFavoriteRequestSchema,
        response: { 200: envelope(favoriteStateSchema) },
      },
    },
    async (req) => {
      const state = await toggleFavorite(app.db, customerOf(req).id, req.body);
      const message = state.favorite ? CASINO_MESSAGES.favoriteAdded : CASINO_MESSAGES.favoriteRemoved;
      return ok(state, message[req.locale]);
    },
  );

  app.get(
    '/casino/favorites',
    {
      preHandler: app.requireCustomer,
      onSend: noStore,
      schema: {
        tags: ['casino'],
        summary: "The customer's favourite game codes (userFavoriteList)",
        response: { 200: envelope(z.array(z.string())) },
      },
    },
    async (req) => ok(await favoriteCodes(app.db, customerOf(req).id)),
  );

  app.post(
    '/casino/gamehistory',
    {
      preHandler: app.requireCustomer,
      onSend: noStore,
      schema: {
        tags: ['casino'],
        summary: "The customer's game rounds, newest first, amounts in lira",
        body: gameHistoryRequestSchema,
        response: { 200: envelope(gameHistoryPageSchema) },
      },
    },
    async (req) => ok(await gameHistory(app.db, customerOf(req).id, req.body)),
  );
};

/** Catalogue, search, favourites and game history (docs/product.md §7, Casino table). */
export const casinoRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(catalogueRoutes);
  await app.register(playerGameRoutes);
};
