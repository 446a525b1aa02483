import {
  MEDIA_MAX_BYTES,
  adminMainMenuSchema,
  adminMainMenuUpdateSchema,
  adminMediaSchema,
  adminMediaUploadSchema,
  adminSiteOptionKeyParamsSchema,
  adminSiteOptionListSchema,
  adminSiteOptionSchema,
  adminSiteOptionUpdateSchema,
  adminTranslationKeyParamsSchema,
  adminTranslationListQuerySchema,
  adminTranslationPageSchema,
  adminTranslationUpdateSchema,
  envelope,
} from '@lalebet/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { adminOf, noStore } from '../../plugins/auth.ts';
import { uploadImage } from './admin-media.service.ts';
import { adminPolicyRoutes } from './admin-policy.routes.ts';
import { getMainMenu, setMainMenu } from './admin-menu.service.ts';
import {
  listSiteOptions,
  listTranslationOverrides,
  resetTranslation,
  setSiteOption,
  setTranslation,
} from './admin-site.service.ts';

const tags = ['admin', 'content'];

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

  app.get(
    '/admin/content/translations',
    {
      config: { permission: 'content:view' },
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Web texts with their bundled TR/EN messages and server overrides',
        querystring: adminTranslationListQuerySchema,
        response: { 200: envelope(adminTranslationPageSchema) },
      },
    },
    async (req) => ok(await listTranslationOverrides(app.db, req.query)),
  );

  app.put(
    '/admin/content/translations/:key',
    {
      config: { permission: 'content:manage' },
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Override one text in both languages (placeholders checked against the bundled text)',
        params: adminTranslationKeyParamsSchema,
        body: adminTranslationUpdateSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await setTranslation(ctx(req), adminOf(req), req.params.key, req.body);
      return ok(null);
    },
  );

  app.delete(
    '/admin/content/translations/:key',
    {
      config: { permission: 'content:manage' },
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Drop the override: the bundled text shows again',
        params: adminTranslationKeyParamsSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await resetTranslation(ctx(req), adminOf(req), req.params.key);
      return ok(null);
    },
  );

  app.post(
    '/admin/media',
    {
      config: { permission: 'content:manage' },
      preHandler: app.requireAdmin,
      // base64 inflates by 4/3; the decoded size is checked again in the service.
      bodyLimit: Math.ceil((MEDIA_MAX_BYTES * 4) / 3) + 1024,
      schema: {
        tags,
        summary: 'Upload a PNG, JPEG or WebP image (base64); answers its /media URL',
        body: adminMediaUploadSchema,
        response: { 200: envelope(adminMediaSchema) },
      },
    },
    async (req) => ok(await uploadImage(ctx(req), adminOf(req), req.body)),
  );
};
