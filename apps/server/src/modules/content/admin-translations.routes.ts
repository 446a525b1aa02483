import {
  MEDIA_MAX_BYTES,
  adminMediaSchema,
  adminMediaUploadSchema,
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
import { adminOf } from '../../plugins/auth.ts';
import { uploadImage } from './admin-media.service.ts';
import { listTranslationOverrides, resetTranslation, setTranslation } from './admin-site.service.ts';

const tags = ['admin', 'content'];

/** Translation overrides: listed, set, and reset to the shipped text. */
export const translationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (req: FastifyRequest) => ({ db: app.db, meta: requestMeta(req) });
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
};

/** Image uploads for the CMS: PNG, JPEG or WebP, answered with their /media URL. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (req: FastifyRequest) => ({ db: app.db, meta: requestMeta(req) });
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
