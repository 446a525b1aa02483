import {
  adminBonusCloneSchema,
  adminBonusDefinitionInputSchema,
  adminBonusDefinitionPageSchema,
  adminBonusDefinitionSchema,
  adminBonusDefinitionsQuerySchema,
  adminCreatedSchema,
  adminIdParamsSchema,
  envelope,
} from '@lalebet/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { adminOf, noStore } from '../../plugins/auth.ts';
import {
  cloneDefinition,
  createDefinition,
  definitionsPage,
  setDefinitionPaused,
} from './admin-definitions.service.ts';

const TEXT = {
  created: { en: 'Bonus created.', tr: 'Bonus oluşturuldu.' },
  paused: { en: 'Bonus paused.', tr: 'Bonus durduruldu.' },
  resumed: { en: 'Bonus resumed.', tr: 'Bonus yeniden başlatıldı.' },
};

/** Back office: bonus definitions (bonuses:view to read, bonuses:manage to change). */
export const adminBonusDefinitionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
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

  app.post(
    '/admin/bonusdefinitions',
    {
      config: { permission: 'bonuses:manage' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Create a bonus definition (paused unless enabled is sent)',
        body: adminBonusDefinitionInputSchema,
        response: { 200: envelope(adminCreatedSchema) },
      },
    },
    async (req) =>
      ok({ id: await createDefinition(ctx(req), adminOf(req), req.body) }, TEXT.created[req.locale]),
  );

  app.post(
    '/admin/bonusdefinitions/:id/clone',
    {
      config: { permission: 'bonuses:manage' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Copy a definition under a new code; the copy starts paused',
        params: adminIdParamsSchema,
        body: adminBonusCloneSchema,
        response: { 200: envelope(adminCreatedSchema) },
      },
    },
    async (req) =>
      ok(
        { id: await cloneDefinition(ctx(req), adminOf(req), req.params.id, req.body.code) },
        TEXT.created[req.locale],
      ),
  );

  for (const action of ['pause', 'resume'] as const) {
    app.post(
      `/admin/bonusdefinitions/:id/${action}`,
      {
        config: { permission: 'bonuses:manage' },
        preHandler: app.requireAdmin,
        schema: {
          tags: ['admin'],
          summary:
            action === 'pause'
              ? 'Pause a definition: players no longer see or claim it; granted bonuses run on'
              : 'Resume a paused definition',
          params: adminIdParamsSchema,
          response: { 200: envelope(adminBonusDefinitionSchema) },
        },
      },
      async (req) => {
        const def = await setDefinitionPaused(ctx(req), adminOf(req), req.params.id, action === 'pause');
        return ok(def, TEXT[action === 'pause' ? 'paused' : 'resumed'][req.locale]);
      },
    );
  }
};
