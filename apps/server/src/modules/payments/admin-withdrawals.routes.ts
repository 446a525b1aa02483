import {
  adminWithdrawalConfirmSchema,
  adminWithdrawalConfirmedSchema,
  adminWithdrawalHoldSchema,
  adminWithdrawalPageSchema,
  adminWithdrawalRejectSchema,
  adminWithdrawalReleaseSchema,
  adminWithdrawalRevealSchema,
  adminWithdrawalRevealedSchema,
  adminWithdrawalsQuerySchema,
  envelope,
  fromMinor,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { adminOf, noStore } from '../../plugins/auth.ts';
import { clock } from '../../lib/clock.ts';
import { withdrawalActions } from './admin-withdrawal-actions.ts';
import { holdWithdrawal } from './admin-withdrawal-hold.service.ts';
import { listWithdrawals } from './admin-withdrawals.repository.ts';
import { displayDetail, revealWithdrawalDetail } from './admin-reveal.service.ts';
import { decideWithdrawal } from './admin-withdrawals.service.ts';
import { paymentsContext } from './payments.context.ts';
import { PAYMENT_MESSAGES } from './payments.messages.ts';

/** Back office: the withdrawal queue and the operator's decision on each. */
export const adminWithdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);

  app.get(
    '/admin/withdrawals',
    {
      config: { permission: 'withdrawals:view' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Withdrawals in one status (default 2, Pending), oldest first, with the payout detail masked and the actions the caller may take',
        querystring: adminWithdrawalsQuerySchema,
        response: { 200: envelope(adminWithdrawalPageSchema) },
      },
    },
    async (req) => {
      const { rows, total } = await listWithdrawals(app.db, req.query);
      const held = req.admin?.permissions ?? new Set();
      const viewer = req.admin?.id ?? null;
      const now = clock.now();
      return ok({
        total,
        items: rows.map((r) => ({
          id: Number(r.id),
          username: r.username,
          amount: fromMinor(r.amount),
          method: r.method,
          detail: displayDetail(r.detail),
          status: r.status,
          createdAt: r.created_at.toISOString(),
          payableFrom: r.payable_from?.toISOString() ?? null,
          heldAt: r.held_at?.toISOString() ?? null,
          holdReason: r.hold_reason,
          firstApproval: r.first_approver
            ? { by: r.first_approver, at: r.first_approved_at!.toISOString() }
            : null,
          allowedActions: withdrawalActions(held, r, now, viewer),
        })),
      });
    },
  );

  app.post(
    '/admin/withdrawals/reveal',
    {
      config: { permission: 'withdrawals:pii' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "A withdrawal's payout detail with the IBAN or wallet address in clear (audited)",
        body: adminWithdrawalRevealSchema,
        response: { 200: envelope(adminWithdrawalRevealedSchema) },
      },
    },
    async (req) => {
      const detail = await revealWithdrawalDetail(paymentsContext(app, req), adminOf(req), req.body.id);
      return ok({ id: req.body.id, detail }, PAYMENT_MESSAGES.payoutRevealed[req.locale]);
    },
  );

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
