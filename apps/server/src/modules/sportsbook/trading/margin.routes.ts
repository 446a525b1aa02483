import { envelope, marginListSchema, marginRequestSchema } from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { requestMeta } from '../../../lib/request-meta.ts';
import { adminOf, noStore } from '../../../plugins/auth.ts';
import type { MarginRegistry } from './margin-registry.ts';
import { setMargin } from './margin.service.ts';

/** The desk's margins per sport, tournament or market type (docs/decisions/087-margins-and-obvious-error.md). */
export function marginRoutes(registry: MarginRegistry): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', noStore);

    app.get(
      '/admin/sportsbook/margins',
      {
        config: { permission: 'sportsbook:trade' },
        preHandler: app.requireAdmin,
        schema: {
          tags: ['admin'],
          summary: 'The margins in force, in basis points, per sport, tournament or market type',
          response: { 200: envelope(marginListSchema) },
        },
      },
      async () => ok({ items: registry.settings() }),
    );

    app.put(
      '/admin/sportsbook/margins',
      {
        config: { permission: 'sportsbook:trade' },
        preHandler: app.requireAdmin,
        schema: {
          tags: ['admin'],
          summary:
            'Set the margin of a sport, tournament or market type (0 clears it): players see and book the re-priced odds (audited, with a reason)',
          body: marginRequestSchema,
          response: { 200: envelope(marginListSchema) },
        },
      },
      async (req) => {
        const ctx = { db: app.db, meta: requestMeta(req), registry };
        return ok({ items: await setMargin(ctx, adminOf(req), req.body) });
      },
    );
  };
}
