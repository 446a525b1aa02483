import {
  adminMainMenuSchema,
  adminMainMenuUpdateSchema,
  adminSiteOptionKeyParamsSchema,
  adminSiteOptionListSchema,
  adminSiteOptionSchema,
  adminSiteOptionUpdateSchema,
  envelope,
} from '@lalebet/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { adminOf, noStore } from '../../plugins/auth.ts';
import { adminPolicyRoutes } from './admin-policy.routes.ts';
import { getMainMenu, setMainMenu } from './admin-menu.service.ts';
import { listSiteOptions, setSiteOption } from './admin-site.service.ts';
import { translationRoutes, mediaRoutes } from './admin-translations.routes.ts';

const tags = ['admin', 'content'];

/** Typed site options: the list, and one value set. */
const siteOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (req: FastifyRequest) => ({ db: app.db, meta: requestMeta(req) });
  app.get(
    '/admin/content/siteoptions',
    {
      config: { permission: 'content:view' },
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Every site option the server reads, with its type and stored value',
        response: { 200: envelope(adminSiteOptionListSchema) },
      },
    },
    async () => ok(await listSiteOptions(app.db)),
  );

  app.put(
    '/admin/content/siteoptions/:key',
    {
      config: { permission: 'content:manage' },
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Set one content site option; the value must fit its type (policy settings: 403)',
        params: adminSiteOptionKeyParamsSchema,
        body: adminSiteOptionUpdateSchema,
        response: { 200: envelope(adminSiteOptionSchema) },
      },
    },
    async (req) => ok(await setSiteOption(ctx(req), adminOf(req), req.params.key, req.body)),
  );
};

/** The site's main menu, read and replaced whole. */
const mainMenuRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (req: FastifyRequest) => ({ db: app.db, meta: requestMeta(req) });
  app.get(
    '/admin/content/mainmenu',
    {
      config: { permission: 'content:view' },
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: "The player site's main menu: every entry in display order, hidden ones included",
        response: { 200: envelope(adminMainMenuSchema) },
      },
    },
    async () => ok(await getMainMenu(app.db)),
  );

  app.put(
    '/admin/content/mainmenu',
    {
      config: { permission: 'content:manage' },
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Reorder and hide main-menu entries (the whole list, every entry exactly once)',
        body: adminMainMenuUpdateSchema,
        response: { 200: envelope(adminMainMenuSchema) },
      },
    },
    async (req) => ok(await setMainMenu(ctx(req), adminOf(req), req.body)),
  );
};

/**
 * Back office: typed site options, the main menu, translation overrides and image uploads; the
 * policy settings among the site options have routes of their own (admin-policy.routes.ts).
 */
export const adminSiteRoutes: FastifyPluginAsyncZod<{ chatScriptOrigin?: string | undefined }> = async (
  app,
  opts,
) => {
  app.addHook('onSend', noStore);
  await app.register(adminPolicyRoutes, { chatScriptOrigin: opts.chatScriptOrigin });
  await app.register(siteOptionRoutes);
  await app.register(mainMenuRoutes);
  await app.register(translationRoutes);
  await app.register(mediaRoutes);
};
