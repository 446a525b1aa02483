import {
  adminWithdrawalConfirmSchema,
  adminWithdrawalConfirmedSchema,
  adminWithdrawalHoldSchema,
  adminWithdrawalRejectSchema,
  adminWithdrawalReleaseSchema,
  envelope,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { adminOf } from '../../plugins/auth.ts';
import { holdWithdrawal } from './admin-withdrawal-hold.service.ts';
import { decideWithdrawal } from './admin-withdrawals.service.ts';
import { paymentsContext } from './payments.context.ts';
import { PAYMENT_MESSAGES } from './payments.messages.ts';

/** The operator pays a withdrawal out or turns it down. */
export const decisionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/withdrawals/confirm',
    {
      config: { permission: 'withdrawals:approve', stepUp: true },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Confirm a Pending withdrawal: the held amount is paid out; above the second-approver threshold the first confirm only records itself (status pending_second_approval)',
        body: adminWithdrawalConfirmSchema,
        response: { 200: envelope(adminWithdrawalConfirmedSchema) },
      },
    },
    async (req) => {
      const ctx = paymentsContext(app, req);
      const status = await decideWithdrawal(ctx, adminOf(req), { id: req.body.id, action: 'confirm' });
      if (status === 'pending_second_approval') {
        return ok({ status }, PAYMENT_MESSAGES.withdrawalFirstApproval[req.locale]);
      }
      if (status === 'payout_requested' || status === 'payout_failed') {
        const message = status === 'payout_failed' ? 'withdrawalPayoutFailed' : 'withdrawalPayoutRequested';
        return ok({ status }, PAYMENT_MESSAGES[message][req.locale]);
      }
      return ok({ status: 'confirmed' as const }, PAYMENT_MESSAGES.withdrawalConfirmed[req.locale]);
    },
  );

  app.post(
    '/admin/withdrawals/reject',
    {
      config: { permission: 'withdrawals:approve' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Reject a Pending withdrawal with a reason: the held amount is released',
        body: adminWithdrawalRejectSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const { id, reason } = req.body;
      await decideWithdrawal(paymentsContext(app, req), adminOf(req), { id, action: 'reject', reason });
      return ok(null, PAYMENT_MESSAGES.withdrawalRejected[req.locale]);
    },
  );
};

/** A withdrawal set aside for a closer look, and back into the queue. */
export const holdRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/withdrawals/hold',
    {
      config: { permission: 'withdrawals:approve' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Put a waiting withdrawal on hold with a reason: it cannot be confirmed until released',
        body: adminWithdrawalHoldSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const { id, reason } = req.body;
      await holdWithdrawal(paymentsContext(app, req), adminOf(req), { id, action: 'hold', reason });
      return ok(null, PAYMENT_MESSAGES.withdrawalHeld[req.locale]);
    },
  );

  app.post(
    '/admin/withdrawals/release',
    {
      config: { permission: 'withdrawals:approve' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Release a held withdrawal back into the queue',
        body: adminWithdrawalReleaseSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await holdWithdrawal(paymentsContext(app, req), adminOf(req), { id: req.body.id, action: 'release' });
      return ok(null, PAYMENT_MESSAGES.withdrawalReleased[req.locale]);
    },
  );
};
