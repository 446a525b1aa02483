import {
  adminWithdrawalPageSchema,
  adminWithdrawalRevealSchema,
  adminWithdrawalRevealedSchema,
  adminWithdrawalsQuerySchema,
  envelope,
  fromMinor,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { adminOf, noStore } from '../../plugins/auth.ts';
import { clock } from '../../lib/clock.ts';
import { withdrawalActions } from './admin-withdrawal-actions.ts';
import { listWithdrawals } from './admin-withdrawals.repository.ts';
import { displayDetail, revealWithdrawalDetail } from './admin-reveal.service.ts';
import { paymentsContext } from './payments.context.ts';
import { PAYMENT_MESSAGES } from './payments.messages.ts';
import { decisionRoutes, holdRoutes } from './admin-withdrawal-decisions.routes.ts';

/** The queue, and the full payout detail of one withdrawal. */
const queueRoutes: FastifyPluginAsyncZod = async (app) => {
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
          payout: r.payout_state
            ? {
                provider: r.gateway ?? '',
                state: r.payout_state,
                reason: r.payout_state === 'failed' ? r.reason_text : null,
              }
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
};

/** Back office: the withdrawal queue and the operator's decision on each. */
export const adminWithdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  await app.register(queueRoutes);
  await app.register(decisionRoutes);
  await app.register(holdRoutes);
};
