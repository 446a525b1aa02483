import {
  domainStatusSchema,
  envelope,
  languageSchema,
  popupSchema,
  siteOptionListRequestSchema,
  siteOptionSchema,
  translationListRequestSchema,
  translationSchema,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedReply } from './reply-cache.ts';
import { getDomainStatus, getLanguages, getPopup, getSiteOptions, getTranslations } from './site.service.ts';

/** Site-wide settings the shell loads at start-up (docs/product.md §7 "Content"); answered from reply-cache.ts. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cms/languagelist',
    {
      schema: {
        tags: ['content'],
        summary: 'Languages offered by the switcher',
        response: { 200: envelope(z.array(languageSchema)) },
      },
    },
    async (req, reply) => cachedReply(app, req, reply, 'languages', () => getLanguages(app.db)),
  );

  app.get(
    '/cms/translationlist',
    {
      schema: {
        tags: ['content'],
        summary: 'Server-side overrides of UI texts; locale falls back to x-locale',
        querystring: translationListRequestSchema,
        response: { 200: envelope(z.array(translationSchema)) },
      },
    },
    async (req, reply) => {
      const locale = req.query.locale ?? req.locale;
      return cachedReply(app, req, reply, `translations:${locale}`, () => getTranslations(app.db, locale));
    },
  );

  app.post(
    '/cms/siteoptionlist',
    {
      schema: {
        tags: ['content'],
        summary: 'Enabled site options, keys lower-cased',
        body: siteOptionListRequestSchema,
        response: { 200: envelope(z.array(siteOptionSchema)) },
      },
    },
    async (req, reply) => cachedReply(app, req, reply, 'siteoptions', () => getSiteOptions(app.db)),
  );

  app.get(
    '/cms/popup',
    {
      schema: {
        tags: ['content'],
        summary: 'The live campaign popup, or null',
        response: { 200: envelope(popupSchema.nullable()) },
      },
    },
    // Campaign windows open and close with time: at most 30 s late.
    async (req, reply) =>
      cachedReply(app, req, reply, `popup:${req.locale}`, () => getPopup(app.db, req.locale), {
        ttlMs: 30_000,
      }),
  );

  app.get(
    '/cms/domainstatus',
    {
      schema: {
        tags: ['content'],
        summary: 'Current and next domain for the top banner',
        response: { 200: envelope(domainStatusSchema) },
      },
    },
    async (req, reply) => cachedReply(app, req, reply, 'domainstatus', () => getDomainStatus(app.db)),
  );
};
