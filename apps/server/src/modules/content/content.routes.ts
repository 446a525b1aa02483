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
import { ok } from './ok.ts';
import { getCategories, getContentList, getContentPage, getSlides } from './content.service.ts';
import { getPromotions } from './promotions.service.ts';

/** Banners, content pages and promotions (brief, section 7 "Content"), in the x-locale language. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (req) => ok(await getSlides(app.db, req.body.slug, req.locale)),
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
    async (req) => ok(await getCategories(app.db, req.locale)),
  );

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
    async (req) => ok(await getContentList(app.db, req.body, req.locale)),
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
    async (req) => ok(await getContentPage(app.db, req.query.id, req.locale)),
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
    async (req) => ok(await getPromotions(app.db, req.locale)),
  );
};
