import {
  adminIdParamsSchema,
  affiliatePageSchema,
  affiliatePlayerPageSchema,
  affiliatePlayersQuerySchema,
  affiliateSchema,
  affiliatesQuerySchema,
  createAffiliateRequestSchema,
  envelope,
  updateAffiliateRequestSchema,
} from '@lalebet/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { adminOf, noStore } from '../../plugins/auth.ts';
import { affiliateById, affiliatePlayers, listAffiliates } from './affiliates.repository.ts';
import { createAffiliate, toAffiliate, updateAffiliate } from './affiliates.service.ts';

const SAVED = { en: 'Saved.', tr: 'Kaydedildi.' };

/** Back office: affiliates (btag, name, status), their players count and their players (ADR 092). */
export const affiliateAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  const opts = { config: { permission: 'affiliates:manage' as const }, preHandler: app.requireAdmin };
  const ctx = (req: FastifyRequest) => ({ db: app.db, meta: requestMeta(req) });

  app.get(
    '/admin/affiliates',
    {
      ...opts,
      schema: {
        tags: ['admin'],
        summary: 'Affiliates with the number of players each brought',
        querystring: affiliatesQuerySchema,
        response: { 200: envelope(affiliatePageSchema) },
      },
    },
    async (req) => {
      const { rows, total } = await listAffiliates(app.db, req.query);
      return ok({ items: rows.map(toAffiliate), total });
    },
  );

  app.post(
    '/admin/affiliates',
    {
      ...opts,
      schema: {
        tags: ['admin'],
        summary: 'Add an affiliate: its btag binds the players who sign up through its links from now on',
        body: createAffiliateRequestSchema,
        response: { 200: envelope(affiliateSchema) },
      },
    },
    async (req) => ok(await createAffiliate(ctx(req), adminOf(req), req.body), SAVED[req.locale]),
  );

  app.put(
    '/admin/affiliates/:id',
    {
      ...opts,
      schema: {
        tags: ['admin'],
        summary: 'Rename, pause or resume an affiliate (a paused btag binds no new players)',
        params: adminIdParamsSchema,
        body: updateAffiliateRequestSchema,
        response: { 200: envelope(affiliateSchema) },
      },
    },
    async (req) =>
      ok(await updateAffiliate(ctx(req), adminOf(req), req.params.id, req.body), SAVED[req.locale]),
  );

  app.get(
    '/admin/affiliates/:id/players',
    {
      ...opts,
      schema: {
        tags: ['admin'],
        summary: "One affiliate's players: user code, sign-up and first confirmed deposit",
        params: adminIdParamsSchema,
        querystring: affiliatePlayersQuerySchema,
        response: { 200: envelope(affiliatePlayerPageSchema) },
      },
    },
    async (req) => {
      const aff = await affiliateById(app.db, req.params.id);
      if (!aff) throw new AppError('AFFILIATE_NOT_FOUND');
      const { rows, total } = await affiliatePlayers(app.db, aff.btag, req.query);
      const items = rows.map((r) => ({
        userCode: r.user_code,
        registeredAt: r.created_at.toISOString(),
        firstDepositAt: r.first_deposit_at ? new Date(r.first_deposit_at).toISOString() : null,
      }));
      return ok({ items, total });
    },
  );
};
