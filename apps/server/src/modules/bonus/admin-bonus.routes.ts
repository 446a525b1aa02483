import {
  adminBonusClaimConfirmSchema,
  adminBonusClaimListSchema,
  adminBonusClaimRejectSchema,
  type BonusRiskFlag,
  adminBonusClaimsQuerySchema,
  envelope,
  fromMinor,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { adminOf, noStore } from '../../plugins/auth.ts';
import { decideBonusClaim } from './admin-claims.service.ts';
import { bonusContext } from './bonus.context.ts';
import { BONUS_MESSAGES } from './bonus.messages.ts';
import { listBonusClaims } from './bonus.repository.ts';

/** Back office: bonus claims waiting for an operator and the decision on each (grants: admin-grant.routes.ts). */
export const adminBonusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);

  app.get(
    '/admin/bonusclaims',
    {
      config: { permission: 'bonuses:claims' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Customer bonuses in one status (default pending), oldest first',
        querystring: adminBonusClaimsQuerySchema,
        response: { 200: envelope(adminBonusClaimListSchema) },
      },
    },
    async (req) => {
      const rows = await listBonusClaims(app.db, req.query.status, req.query.skip, req.query.take);
      return ok(
        rows.map((r) => ({
          id: Number(r.id),
          username: r.username,
          definitionId: r.definition_id,
          title: req.locale === 'tr' ? r.title_tr : r.title_en,
          kind: r.kind,
          status: r.status,
          amount: fromMinor(r.amount),
          createdAt: r.created_at.toISOString(),
          reason: r.reason_text,
          riskFlags: r.risk_flags ? (r.risk_flags.split(',') as BonusRiskFlag[]) : [],
        })),
      );
    },
  );

  app.post(
    '/admin/bonusclaims/confirm',
    {
      // Confirming grants money: step-up, like every staff action that moves it (docs/decisions/042-bonus-definitions-four-eyes.md).
      config: { permission: 'bonuses:claims', stepUp: true },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Confirm a pending bonus claim: the bonus is granted and the customer notified',
        body: adminBonusClaimConfirmSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await decideBonusClaim(bonusContext(app, req), adminOf(req), { id: req.body.id, action: 'confirm' });
      return ok(null, BONUS_MESSAGES.confirmed[req.locale]);
    },
  );

  app.post(
    '/admin/bonusclaims/reject',
    {
      config: { permission: 'bonuses:claims' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Reject a pending bonus claim with a reason; the customer is notified',
        body: adminBonusClaimRejectSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const { id, reason } = req.body;
      await decideBonusClaim(bonusContext(app, req), adminOf(req), { id, action: 'reject', reason });
      return ok(null, BONUS_MESSAGES.rejected[req.locale]);
    },
  );
};
