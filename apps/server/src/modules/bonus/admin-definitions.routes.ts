import {
  adminBonusCloneSchema,
  adminBonusDefinitionInputSchema,
  adminBonusDefinitionPageSchema,
  adminBonusDefinitionPendingSchema,
  adminBonusDefinitionSchema,
  adminBonusDefinitionsQuerySchema,
  adminBonusResumeSchema,
  adminFreeRoundsPrepaidListSchema,
  adminFreeRoundsPrepaidsQuerySchema,
  adminIdParamsSchema,
  envelope,
} from '@lalebet/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notifyStaffQueue } from '../../core/staff-queues.ts';
import { ok } from '../../lib/envelope.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { adminOf, noStore } from '../../plugins/auth.ts';
import { definitionsPage, pauseDefinition } from './admin-definitions.service.ts';
import { freeRoundsPrepaids } from './free-rounds-prepaids.ts';
import { definitionRequestRoutes } from './definition-request.routes.ts';
import { requestClone, requestCreate, requestResume } from './definition-request.service.ts';

const TEXT = {
  pending: {
    en: 'Awaiting approval: a second bonus manager must approve it.',
    tr: 'Onay bekliyor: ikinci bir bonus yöneticisinin onaylaması gerekiyor.',
  },
  paused: { en: 'Bonus paused.', tr: 'Bonus durduruldu.' },
  running: { en: 'The bonus is already running.', tr: 'Bonus zaten yayında.' },
};

/** The bonus definitions: listed, and new ones or clones sent for approval. */
const definitionListRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (req: FastifyRequest) => ({ db: app.db, meta: requestMeta(req) });
  app.get(
    '/admin/bonusdefinitions',
    {
      config: { permission: 'bonuses:view' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Bonus definitions, running or paused, amounts in kuruş',
        querystring: adminBonusDefinitionsQuerySchema,
        response: { 200: envelope(adminBonusDefinitionPageSchema) },
      },
    },
    async (req) => ok(await definitionsPage(app.db, req.query)),
  );

  app.get(
    '/admin/bonusdefinitions/prepaids',
    {
      config: { permission: 'bonuses:manage' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "A game's free-round templates at the aggregator (freebet/prepaids/list), amounts in kuruş",
        querystring: adminFreeRoundsPrepaidsQuerySchema,
        response: { 200: envelope(adminFreeRoundsPrepaidListSchema) },
      },
    },
    async (req) =>
      ok(
        await freeRoundsPrepaids(
          app.hasDecorator('operatorApi') ? app.operatorApi : null,
          req.query.gameCode,
        ),
      ),
  );

  app.post(
    '/admin/bonusdefinitions',
    {
      config: { permission: 'bonuses:manage', stepUp: true },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Ask for a new bonus definition (paused unless enabled is sent): created once a second bonus manager approves',
        body: adminBonusDefinitionInputSchema,
        response: { 200: envelope(adminBonusDefinitionPendingSchema) },
      },
    },
    async (req) => ok(await requestCreate(ctx(req), adminOf(req), req.body), TEXT.pending[req.locale]),
  );

  app.post(
    '/admin/bonusdefinitions/:id/clone',
    {
      config: { permission: 'bonuses:manage', stepUp: true },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Ask for a paused copy of a definition under a new code, made once a second bonus manager approves',
        params: adminIdParamsSchema,
        body: adminBonusCloneSchema,
        response: { 200: envelope(adminBonusDefinitionPendingSchema) },
      },
    },
    async (req) =>
      ok(await requestClone(ctx(req), adminOf(req), req.params.id, req.body.code), TEXT.pending[req.locale]),
  );
};

/** A running bonus paused, and a paused one sent for approval to resume. */
const definitionStateRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (req: FastifyRequest) => ({ db: app.db, meta: requestMeta(req) });
  app.post(
    '/admin/bonusdefinitions/:id/pause',
    {
      config: { permission: 'bonuses:manage' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Pause a definition: players no longer see or claim it; granted bonuses run on',
        params: adminIdParamsSchema,
        response: { 200: envelope(adminBonusDefinitionSchema) },
      },
    },
    async (req) => ok(await pauseDefinition(ctx(req), adminOf(req), req.params.id), TEXT.paused[req.locale]),
  );

  app.post(
    '/admin/bonusdefinitions/:id/resume',
    {
      config: { permission: 'bonuses:manage', stepUp: true },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Ask to resume a paused definition: it runs once a second bonus manager approves',
        params: adminIdParamsSchema,
        response: { 200: envelope(adminBonusResumeSchema) },
      },
    },
    async (req) => {
      const res = await requestResume(ctx(req), adminOf(req), req.params.id);
      return ok(res, TEXT[res.status][req.locale]);
    },
  );
};

/**
 * Back office: bonus definitions (bonuses:view to read, bonuses:manage to change). Creating,
 * copying and resuming need step-up and a second person's approval
 * (docs/decisions/042-bonus-definitions-four-eyes.md); pausing tightens and needs neither.
 */
export const adminBonusDefinitionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  // A request asked for or decided changes the approvals inbox: tell staff once it committed.
  app.addHook('onResponse', async (req, reply) => {
    if (req.method === 'POST' && reply.statusCode < 300 && !req.url.endsWith('/pause')) {
      void notifyStaffQueue(app, 'approvals');
    }
  });
  await app.register(definitionRequestRoutes);
  await app.register(definitionListRoutes);
  await app.register(definitionStateRoutes);
};
