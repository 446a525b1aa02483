import { approveRequestSchema, envelope, rejectRequestSchema } from '@lalebet/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeApprovals } from '../../core/approvals/index.ts';
import { ok } from '../../lib/envelope.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { adminOf } from '../../plugins/auth.ts';
import { approveDefinitionRequest, rejectDefinitionRequest } from './definition-approval.service.ts';
import { describeDefinitionRequests } from './definition-request.approvals.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const TEXT = {
  approved: { en: 'Approved: the bonus definition is in place.', tr: 'Onaylandı: bonus tanımı uygulandı.' },
  rejected: { en: 'The bonus definition request was rejected.', tr: 'Bonus tanımı talebi reddedildi.' },
};

/**
 * Deciding someone else's request to create, copy or resume a bonus definition
 * (docs/decisions/042-bonus-definitions-four-eyes.md): bonuses:manage and step-up, like asking.
 */
export const definitionRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  describeApprovals('bonus_definition', describeDefinitionRequests);
  const ctx = (req: FastifyRequest) => ({ db: app.db, meta: requestMeta(req) });

  app.post(
    '/admin/bonusdefinitionrequests/:id/approve',
    {
      config: { permission: 'bonuses:manage', stepUp: true },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          "Approve someone else's bonus definition request (the hash you reviewed): the definition is created or resumed at once",
        params: idParams,
        body: approveRequestSchema,
        response: { 200: envelope(z.object({ definitionId: z.number().int() })) },
      },
    },
    async (req) => {
      const done = await approveDefinitionRequest(
        ctx(req),
        adminOf(req),
        BigInt(req.params.id),
        req.body.payloadHash,
      );
      return ok(done, TEXT.approved[req.locale]);
    },
  );

  app.post(
    '/admin/bonusdefinitionrequests/:id/reject',
    {
      config: { permission: 'bonuses:manage', stepUp: true },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Reject someone else's bonus definition request with a reason",
        params: idParams,
        body: rejectRequestSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await rejectDefinitionRequest(ctx(req), adminOf(req), BigInt(req.params.id), req.body.reason);
      return ok(null, TEXT.rejected[req.locale]);
    },
  );
};
