import {
  adminBonusGrantParamsSchema,
  adminBonusGrantSchema,
  adminBonusGrantedSchema,
  approveRequestSchema,
  envelope,
  rejectRequestSchema,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeApprovals } from '../../core/approvals/index.ts';
import { notifyStaffQueue } from '../../core/staff-queues.ts';
import { ok } from '../../lib/envelope.ts';
import { adminOf, noStore } from '../../plugins/auth.ts';
import { grantToCustomer } from './admin-grant.service.ts';
import { bonusContext } from './bonus.context.ts';
import { BONUS_MESSAGES } from './bonus.messages.ts';
import { approveGrantRequest, rejectGrantRequest } from './grant-approval.service.ts';
import { describeGrantRequests } from './grant-request.approvals.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/**
 * Back office: staff give one player a bonus; above the threshold the grant waits for a
 * second person, who approves or rejects it (docs/decisions/035-four-eyes-approvals.md).
 */
export const adminGrantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  describeApprovals('bonus_grant', describeGrantRequests);

  // A grant asked for or decided may change the approvals inbox: tell staff once it committed.
  app.addHook('onResponse', async (req, reply) => {
    if (req.method === 'POST' && reply.statusCode < 300) void notifyStaffQueue(app, 'approvals');
  });

  app.post(
    '/admin/customers/:id/bonuses',
    {
      config: { permission: 'bonuses:grant', stepUp: true },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Grant a running bonus definition to one player with a reason (kuruş); above the threshold it waits for a second person',
        params: adminBonusGrantParamsSchema,
        body: adminBonusGrantSchema,
        response: { 200: envelope(adminBonusGrantedSchema) },
      },
    },
    async (req) => {
      const ctx = bonusContext(app, req);
      const granted = await grantToCustomer(ctx, adminOf(req), BigInt(req.params.id), req.body);
      const message =
        granted.status === 'pending' ? BONUS_MESSAGES.grantPending : BONUS_MESSAGES.grantedByStaff;
      return ok(granted, message[req.locale]);
    },
  );

  app.post(
    '/admin/bonusgrants/:id/approve',
    {
      config: { permission: 'bonuses:grant', stepUp: true },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Approve someone else's grant request (the hash you reviewed): the bonus is given at once",
        params: idParams,
        body: approveRequestSchema,
        response: {
          200: envelope(z.object({ customerBonusId: z.number().int(), amount: z.number().int() })),
        },
      },
    },
    async (req) => {
      const ctx = bonusContext(app, req);
      const given = await approveGrantRequest(ctx, adminOf(req), BigInt(req.params.id), req.body.payloadHash);
      return ok(given, BONUS_MESSAGES.grantedByStaff[req.locale]);
    },
  );

  app.post(
    '/admin/bonusgrants/:id/reject',
    {
      config: { permission: 'bonuses:grant', stepUp: true },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Reject someone else's grant request with a reason",
        params: idParams,
        body: rejectRequestSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await rejectGrantRequest(bonusContext(app, req), adminOf(req), BigInt(req.params.id), req.body.reason);
      return ok(null, BONUS_MESSAGES.grantRejected[req.locale]);
    },
  );
};
