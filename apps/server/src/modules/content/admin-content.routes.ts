import {
  adminCategorySchema,
  adminDomainSchema,
  adminIdParamsSchema,
  adminPageInputSchema,
  adminPageListQuerySchema,
  adminPagePageSchema,
  adminPageSchema,
  adminPopupInputSchema,
  adminPopupListQuerySchema,
  adminPopupPageSchema,
  adminPopupSchema,
  adminPromotionInputSchema,
  adminPromotionListQuerySchema,
  adminPromotionPageSchema,
  adminPromotionSchema,
  adminReorderRequestSchema,
  adminSlideInputSchema,
  adminSlideListQuerySchema,
  adminSlidePageSchema,
  adminSlideSchema,
  envelope,
} from '@lalebet/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { adminOf, noStore } from '../../plugins/auth.ts';
import type { ContentKind } from './admin-content.resources.ts';
import {
  createContent,
  deleteContentItem,
  getCategories,
  getContentItem,
  listContentItems,
  reorderContent,
  updateContentItem,
  updateDomain,
} from './admin-content.service.ts';
import { getDomainStatus } from './site.service.ts';

type Def = {
  kind: ContentKind;
  query: z.ZodObject;
  /** Query fields passed as equality filters -> column. */
  filters: Record<string, string>;
  input: z.ZodType;
  item: z.ZodType;
  page: z.ZodType;
  reorder: boolean;
};

const DEFS: Def[] = [
  {
    kind: 'slides',
    query: adminSlideListQuerySchema,
    filters: { slug: 'slug', locale: 'locale' },
    input: adminSlideInputSchema,
    item: adminSlideSchema,
    page: adminSlidePageSchema,
    reorder: true,
  },
  {
    kind: 'pages',
    query: adminPageListQuerySchema,
    filters: { categoryId: 'category_id' },
    input: adminPageInputSchema,
    item: adminPageSchema,
    page: adminPagePageSchema,
    reorder: true,
  },
  {
    kind: 'promotions',
    query: adminPromotionListQuerySchema,
    filters: { category: 'category' },
    input: adminPromotionInputSchema,
    item: adminPromotionSchema,
    page: adminPromotionPageSchema,
    reorder: true,
  },
  {
    kind: 'popups',
    query: adminPopupListQuerySchema,
    filters: {},
    input: adminPopupInputSchema,
    item: adminPopupSchema,
    page: adminPopupPageSchema,
    reorder: false,
  },
];

type ListQuery = { skip: number; take: number; sort: string; order: 'asc' | 'desc' } & Record<
  string,
  unknown
>;

/** The same five routes for each CMS table: list, read, create, replace, delete (+ reorder). */
function registerResource(app: FastifyInstance, def: Def) {
  const base = `/admin/content/${def.kind}`;
  const ctx = (req: FastifyRequest) => ({ db: app.db, meta: requestMeta(req) });
  const id = (req: FastifyRequest) => (req.params as { id: number }).id;
  const tags = ['admin', 'content'];
  const view = { config: { permission: 'content:view' as const }, preHandler: app.requireAdmin };
  const manage = { config: { permission: 'content:manage' as const }, preHandler: app.requireAdmin };

  app.get(
    base,
    {
      ...view,
      schema: {
        tags,
        summary: `List ${def.kind}`,
        querystring: def.query,
        response: { 200: envelope(def.page) },
      },
    },
    async (req) => {
      const q = req.query as ListQuery;
      const filters = Object.fromEntries(
        Object.entries(def.filters).map(([field, column]) => [
          column,
          q[field] as string | number | undefined,
        ]),
      );
      return ok(await listContentItems(app.db, def.kind, q, filters));
    },
  );
  app.get(
    `${base}/:id`,
    {
      ...view,
      schema: {
        tags,
        summary: `One of ${def.kind}`,
        params: adminIdParamsSchema,
        response: { 200: envelope(def.item) },
      },
    },
    async (req) => ok(await getContentItem(app.db, def.kind, id(req))),
  );
  app.post(
    base,
    {
      ...manage,
      schema: {
        tags,
        summary: `Create one of ${def.kind}`,
        body: def.input,
        response: { 200: envelope(def.item) },
      },
    },
    async (req) => ok(await createContent(ctx(req), adminOf(req), def.kind, req.body)),
  );
  app.put(
    `${base}/:id`,
    {
      ...manage,
      schema: {
        tags,
        summary: `Replace one of ${def.kind}`,
        params: adminIdParamsSchema,
        body: def.input,
        response: { 200: envelope(def.item) },
      },
    },
    async (req) => ok(await updateContentItem(ctx(req), adminOf(req), def.kind, id(req), req.body)),
  );
  app.delete(
    `${base}/:id`,
    {
      ...manage,
      schema: {
        tags,
        summary: `Delete one of ${def.kind}`,
        params: adminIdParamsSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await deleteContentItem(ctx(req), adminOf(req), def.kind, id(req));
      return ok(null);
    },
  );
  if (def.reorder && def.kind !== 'popups') {
    const kind = def.kind;
    app.post(
      `${base}/reorder`,
      {
        ...manage,
        schema: {
          tags,
          summary: `Set the display order of ${kind}`,
          body: adminReorderRequestSchema,
          response: { 200: envelope(z.null()) },
        },
      },
      async (req) => {
        await reorderContent(ctx(req), adminOf(req), kind, (req.body as { ids: number[] }).ids);
        return ok(null);
      },
    );
  }
}

/** Back office: the CMS tables the player site reads (reference/backoffice-rg.md §2 "CMS"). */
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
