import {
  adminCustomerDetailSchema,
  adminCustomerNoteRequestSchema,
  adminCustomerNoteSchema,
  adminCustomerPageSchema,
  adminCustomerSearchQuerySchema,
  adminEndSessionsRequestSchema,
  adminEndSessionsResponseSchema,
  envelope,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { adminOf, noStore } from '../../plugins/auth.ts';
import { customerParams } from './params.ts';
import { endPlayerSessions, playerDetail, searchPlayers } from './customers.service.ts';
import { addNote } from './tabs.service.ts';

/** Back office: the player search, Player 360's header and its actions. */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  const ctx = (req: Parameters<typeof requestMeta>[0]) => ({
    db: app.db,
    meta: requestMeta(req),
    events: app.sessionEvents,
  });

  app.get(
    '/admin/customers',
    {
      config: { permission: 'customers:view' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Find players by username, user code, e-mail or phone (exact or beginning, any case)',
        querystring: adminCustomerSearchQuerySchema,
        response: { 200: envelope(adminCustomerPageSchema) },
      },
    },
    async (req) => ok(await searchPlayers(ctx(req), adminOf(req), req.query)),
  );

  app.get(
    '/admin/customers/:id',
    {
      config: { permission: 'customers:view' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Player 360: profile, status, balances, KYC, protection, counts and allowed actions',
        params: customerParams,
        response: { 200: envelope(adminCustomerDetailSchema) },
      },
    },
    async (req) => ok(await playerDetail(ctx(req), adminOf(req), req.params.id)),
  );

  app.post(
    '/admin/customers/:id/sessions/end',
    {
      config: { permission: 'customers:sessions' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "End all of a player's sessions, sockets and game launches, with a reason (audited)",
        params: customerParams,
        body: adminEndSessionsRequestSchema,
        response: { 200: envelope(adminEndSessionsResponseSchema) },
      },
    },
    async (req) => ok(await endPlayerSessions(ctx(req), adminOf(req), req.params.id, req.body.reason)),
  );

  app.post(
    '/admin/customers/:id/notes',
    {
      config: { permission: 'customers:notes' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Add a staff note about a player (audited; notes cannot be edited or removed)',
        params: customerParams,
        body: adminCustomerNoteRequestSchema,
        response: { 200: envelope(adminCustomerNoteSchema) },
      },
    },
    async (req) => ok(await addNote(ctx(req), adminOf(req), req.params.id, req.body.text)),
  );
};
