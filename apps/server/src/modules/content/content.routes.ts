import {
  bannerSlideSchema,
  contentCategorySchema,
  contentItemSchema,
  contentListRequestSchema,
  contentPageRequestSchema,
  contentPageSchema,
  envelope,
  promotionSchema,
  sliderListRequestSchema,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedReply } from './reply-cache.ts';
import { getCategories, getContentList, getContentPage, getSlides } from './content.service.ts';
import { getPromotions } from './promotions.service.ts';

/** The sliders and the content categories. */
const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cms/sliderlist',
    {
      schema: {
        tags: ['content'],
        summary: 'Banner slides of one carousel, in display order',
        body: sliderListRequestSchema,
        response: { 200: envelope(z.array(bannerSlideSchema)) },
      },
    },
    async (req, reply) =>
      cachedReply(app, req, reply, `slides:${req.locale}:${req.body.slug}`, () =>
        getSlides(app.db, req.body.slug, req.locale),
      ),
  );

  app.get(
    '/cms/categorylist',
    {
      schema: {
        tags: ['content'],
        summary: 'Content categories with their active pages (footer columns)',
        response: { 200: envelope(z.array(contentCategorySchema)) },
      },
    },
    async (req, reply) =>
      cachedReply(app, req, reply, `categories:${req.locale}`, () => getCategories(app.db, req.locale)),
  );
};

/** Content pages, one page, and the promotions. */
const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cms/contentlist',
    {
      schema: {
        tags: ['content'],
        summary: 'Pages of one category with the given status',
        body: contentListRequestSchema,
        response: { 200: envelope(z.array(contentItemSchema)) },
      },
    },
    async (req, reply) =>
      cachedReply(
        app,
        req,
        reply,
        `contentlist:${req.locale}:${req.body.status}:${req.body.categoryId}`,
        () => getContentList(app.db, req.body, req.locale),
      ),
  );

  app.get(
    '/cms/content',
    {
      schema: {
        tags: ['content'],
        summary: 'One content page with its sanitized HTML body (/pages/{id})',
        querystring: contentPageRequestSchema,
        response: { 200: envelope(contentPageSchema) },
      },
    },
    async (req, reply) =>
      cachedReply(app, req, reply, `page:${req.locale}:${req.query.id}`, () =>
        getContentPage(app.db, req.query.id, req.locale),
      ),
  );

  app.get(
    '/cms/promotionlist',
    {
      schema: {
        tags: ['content'],
        summary: 'Live promotions in display order, each with its sanitized HTML description',
        response: { 200: envelope(z.array(promotionSchema)) },
      },
    },
    // Promotion windows open and close with time: at most 30 s late.
    async (req, reply) =>
      cachedReply(app, req, reply, `promotions:${req.locale}`, () => getPromotions(app.db, req.locale), {
        ttlMs: 30_000,
      }),
  );
};

/** Banners, content pages and promotions (docs/product.md §7 "Content"), in the x-locale language. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(bannerRoutes);
  await app.register(pageRoutes);
};
