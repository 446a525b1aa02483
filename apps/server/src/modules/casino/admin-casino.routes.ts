import {
  adminGamePageSchema,
  adminGameSchema,
  adminGameUpdateSchema,
  adminGamesQuerySchema,
  adminIdParamsSchema,
  adminProviderPageSchema,
  adminProviderUpdateSchema,
  adminProvidersQuerySchema,
  envelope,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { adminOf, noStore } from '../../plugins/auth.ts';
import { changeGame, changeProvider, gamesPage, providersPage } from './admin-casino.service.ts';

const SAVED = { en: 'Saved.', tr: 'Kaydedildi.' };

/** Back office: casino studios and games, their switches, order and categories (casino:manage). */
export const adminCasinoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  const ctx = (req: FastifyRequest) => ({ db: app.db, meta: requestMeta(req) });

  app.get(
    '/admin/casino/providers',
    {
      config: { permission: 'casino:manage' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Game providers, enabled or not, with their game counts',
        querystring: adminProvidersQuerySchema,
        response: { 200: envelope(adminProviderPageSchema) },
      },
    },
    async (req) => ok(await providersPage(app.db, req.query)),
  );

  app.put(
    '/admin/casino/providers/:id',
    {
      config: { permission: 'casino:manage' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Enable or disable a provider (all its games leave the lobby) or change its place',
        params: adminIdParamsSchema,
        body: adminProviderUpdateSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await changeProvider(ctx(req), adminOf(req), req.params.id, req.body);
      return ok(null, SAVED[req.locale]);
    },
  );

  app.get(
    '/admin/casino/games',
    {
      config: { permission: 'casino:manage' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Games, enabled or not, by provider, category, switch and name or code',
        querystring: adminGamesQuerySchema,
        response: { 200: envelope(adminGamePageSchema) },
      },
    },
    async (req) => ok(await gamesPage(app.db, req.query)),
  );

  app.put(
    '/admin/casino/games/:id',
    {
      config: { permission: 'casino:manage' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Enable or disable a game, change its place, categories or badges',
        params: adminIdParamsSchema,
        body: adminGameUpdateSchema,
        response: { 200: envelope(adminGameSchema) },
      },
    },
    async (req) => ok(await changeGame(ctx(req), adminOf(req), req.params.id, req.body), SAVED[req.locale]),
  );
};
