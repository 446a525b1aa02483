import { adminIdParamsSchema, adminReorderRequestSchema, envelope } from '@lalebet/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { adminOf } from '../../plugins/auth.ts';
import {
  createContent,
  deleteContentItem,
  getContentItem,
  listContentItems,
  reorderContent,
  updateContentItem,
} from './admin-content.service.ts';
import type { Def } from './admin-content.defs.ts';

type ListQuery = { skip: number; take: number; sort: string; order: 'asc' | 'desc' } & Record<
  string,
  unknown
>;

const tags = ['admin', 'content'];
const id = (req: FastifyRequest) => (req.params as { id: number }).id;
const access = (app: FastifyInstance, permission: 'content:view' | 'content:manage') => ({
  config: { permission },
  preHandler: app.requireAdmin,
});

/** The same five routes for each CMS table: list, read, create, replace, delete (+ reorder). */
export function registerResource(app: FastifyInstance, def: Def) {
  registerReads(app, def);
  registerWrites(app, def);
}

function registerReads(app: FastifyInstance, def: Def) {
  const base = `/admin/content/${def.kind}`;
  const view = access(app, 'content:view');

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
}

function registerWrites(app: FastifyInstance, def: Def) {
  const base = `/admin/content/${def.kind}`;
  const ctx = (req: FastifyRequest) => ({ db: app.db, meta: requestMeta(req) });
  const manage = access(app, 'content:manage');

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
