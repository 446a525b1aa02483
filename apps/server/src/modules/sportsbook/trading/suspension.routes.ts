import {
  envelope,
  marketSuspensionRequestSchema,
  suspensionStateSchema,
  tradingReasonRequestSchema,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../lib/envelope.ts';
import { requestMeta } from '../../../lib/request-meta.ts';
import { adminOf, noStore } from '../../../plugins/auth.ts';
import type { Catalogue } from '../catalogue.ts';
import type { SuspensionRegistry } from './suspension-registry.ts';
import { setSuspension, type SuspensionCtx } from './suspension.service.ts';

const eventParams = z.object({ id: z.string().min(1).max(100) });

/**
 * Traders' suspensions of an event or a market line (docs/decisions/078-trading-desk.md): they
 * override the feed until released; each answers what now holds for its scope.
 */
export function suspensionRoutes(deps: {
  catalogue: Catalogue;
  registry: SuspensionRegistry;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', noStore);
    const ctx = (req: Parameters<typeof requestMeta>[0]): SuspensionCtx => ({
      db: app.db,
      meta: requestMeta(req),
      ...deps,
    });

    for (const suspend of [true, false]) {
      const verb = suspend ? 'suspend' : 'resume';
      app.post(
        `/admin/sportsbook/events/:id/${verb}`,
        {
          config: { permission: 'sportsbook:trade' },
          preHandler: app.requireAdmin,
          schema: {
            tags: ['admin'],
            summary: suspend
              ? 'Suspend every market of an event, whatever the feed says (audited, with a reason)'
              : 'Release a trader’s suspension of an event: its markets follow the feed again',
            params: eventParams,
            body: tradingReasonRequestSchema,
            response: { 200: envelope(suspensionStateSchema) },
          },
        },
        async (req) => {
          const scope = { eventId: req.params.id, marketId: null, specifiers: null };
          return ok(await setSuspension(ctx(req), adminOf(req), scope, suspend, req.body.reason));
        },
      );
      app.post(
        `/admin/sportsbook/markets/${verb}`,
        {
          config: { permission: 'sportsbook:trade' },
          preHandler: app.requireAdmin,
          schema: {
            tags: ['admin'],
            summary: suspend
              ? 'Suspend one market line, whatever the feed says (audited, with a reason)'
              : 'Release a trader’s suspension of a market line: it follows the feed again',
            body: marketSuspensionRequestSchema,
            response: { 200: envelope(suspensionStateSchema) },
          },
        },
        async (req) => {
          const { eventId, marketId, specifiers, reason } = req.body;
          const scope = { eventId, marketId, specifiers };
          return ok(await setSuspension(ctx(req), adminOf(req), scope, suspend, reason));
        },
      );
    }
  };
}
