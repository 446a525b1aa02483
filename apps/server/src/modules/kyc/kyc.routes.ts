import {
  adminKycListSchema,
  adminKycQuerySchema,
  envelope,
  kycDecisionRequestSchema,
  kycStartResponseSchema,
  kycStatusSchema,
} from '@lalebet/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { heldWithdrawalCounts } from '../../core/kyc/index.ts';
import { ok } from '../../lib/envelope.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { adminOf, customerOf, noStore } from '../../plugins/auth.ts';
import { notifyStaffQueue } from '../../core/staff-queues.ts';
import { KYC_MESSAGES } from './kyc.messages.ts';
import { listCases } from './kyc.repository.ts';
import { type KycContext, kycView, staffDecision, startKyc } from './kyc.service.ts';

export const kycContext = (app: FastifyInstance, req: FastifyRequest): KycContext => ({
  db: app.db,
  provider: app.kyc.provider,
  log: req.log,
  meta: requestMeta(req),
  publicBase: app.kyc.publicBase,
  staffQueue: (queue) => notifyStaffQueue(app, queue),
});

/** The player's verification status, and starting a check with the provider. */
const playerKycRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customer/kyc',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['kyc'],
        summary: "The player's identity-verification status and the open session's page",
        response: { 200: envelope(kycStatusSchema) },
      },
    },
    async (req) => ok(await kycView(app.db, customerOf(req).id, req.locale)),
  );

  app.post(
    '/customer/kyc/start',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['kyc'],
        summary: "Opens (or answers the open) verification session at the provider's hosted page",
        response: { 200: envelope(kycStartResponseSchema) },
      },
    },
    async (req) => ok({ verificationUrl: await startKyc(kycContext(app, req), customerOf(req)) }),
  );
};

/** The staff review queue, and a decision on one customer. */
const staffKycRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/kyc',
    {
      config: { permission: 'kyc:view' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The KYC review queue: cases in one status (default manual_review), longest waiting first',
        querystring: adminKycQuerySchema,
        response: { 200: envelope(adminKycListSchema) },
      },
    },
    async (req) => {
      const { status = 'manual_review', skip, take } = req.query;
      const { rows, total } = await listCases(app.db, status, skip, take);
      const held = await heldWithdrawalCounts(
        app.db,
        rows.map((r) => r.customer_id),
      );
      return ok({
        total,
        items: rows.map((r) => ({
          customerId: Number(r.customer_id),
          username: r.username,
          status: r.status,
          referenceId: r.reference_id,
          updatedAt: r.updated_at.toISOString(),
          heldWithdrawals: held.get(r.customer_id) ?? 0,
        })),
      });
    },
  );

  app.post(
    '/admin/customers/:id/kyc',
    {
      config: { permission: 'kyc:decide' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Staff decide a customer's identity check by hand, with a reason (audited)",
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: kycDecisionRequestSchema,
        response: { 200: envelope(kycStatusSchema) },
      },
    },
    async (req) => {
      const view = await staffDecision(kycContext(app, req), adminOf(req), BigInt(req.params.id), req.body);
      return ok(view, KYC_MESSAGES.decided[req.locale]);
    },
  );
};

/** The player's identity check and the staff review queue (docs/decisions/026-kyc.md). */
export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  await app.register(playerKycRoutes);
  await app.register(staffKycRoutes);
};
