import { adminCategorySchema, adminDomainSchema, envelope } from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { adminOf, noStore } from '../../plugins/auth.ts';
import { getCategories, updateDomain } from './admin-content.service.ts';
import { getDomainStatus } from './site.service.ts';
import { DEFS } from './admin-content.defs.ts';
import { registerResource } from './admin-content-resource.ts';

/** Back office: the CMS tables the player site reads (docs/rules.md R41 "CMS"). */
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  for (const def of DEFS) registerResource(app, def);

  app.get(
    '/admin/content/categories',
    {
      config: { permission: 'content:view' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin', 'content'],
        summary: 'Content categories (footer columns) for the page form',
        response: { 200: envelope(z.array(adminCategorySchema)) },
      },
    },
    async () => ok(await getCategories(app.db)),
  );

  app.get(
    '/admin/content/domain',
    {
      config: { permission: 'content:view' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin', 'content'],
        summary: "The domain-change banner's current and next domain",
        response: { 200: envelope(adminDomainSchema) },
      },
    },
    async () => ok(await getDomainStatus(app.db)),
  );

  app.put(
    '/admin/content/domain',
    {
      config: { permission: 'content:manage' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin', 'content'],
        summary: 'Set the domain-change banner (both empty: no banner)',
        body: adminDomainSchema,
        response: { 200: envelope(adminDomainSchema) },
      },
    },
    async (req) => {
      await updateDomain({ db: app.db, meta: requestMeta(req) }, adminOf(req), req.body);
      return ok(req.body);
    },
  );
};
