import {
  envelope,
  riskFlagIdParamsSchema,
  riskFlagListSchema,
  riskFlagReviewSchema,
  riskFlagsQuerySchema,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { adminOf, noStore } from '../../plugins/auth.ts';
import { type StaffQueue, notifyStaffQueue } from '../../core/staff-queues.ts';
import { flagQueue, reviewFlag } from './risk.service.ts';

/** Back office: markers of harm waiting for review (docs/rules.md R39, docs/decisions/027-age-and-country.md). */
export const riskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);

  app.get(
    '/admin/protection/flags',
    {
      config: { permission: 'risk:view' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Markers of harm, open or reviewed; strong ones first, then newest',
        querystring: riskFlagsQuerySchema,
        response: { 200: envelope(riskFlagListSchema) },
      },
    },
    async (req) => ok(await flagQueue({ db: app.db, meta: requestMeta(req) }, req.query)),
  );

  app.post(
    '/admin/protection/flags/:id/review',
    {
      config: { permission: 'risk:review' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Close a flag with a note (audited); a strong flag stops holding back bonuses',
        params: riskFlagIdParamsSchema,
        body: riskFlagReviewSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const ctx = {
        db: app.db,
        meta: requestMeta(req),
        staffQueue: (queue: StaffQueue) => notifyStaffQueue(app, queue),
      };
      await reviewFlag(ctx, adminOf(req), req.params.id, req.body.note);
      return ok(null);
    },
  );
};
