import {
  type Permission,
  adminCustomerExclusionPageSchema,
  adminCustomerFlagPageSchema,
  adminCustomerKycCheckPageSchema,
  adminCustomerKycDecisionPageSchema,
  adminCustomerKycSchema,
  adminCustomerLiftPageSchema,
  adminCustomerProtectionSchema,
  adminCustomerTabQuerySchema,
  envelope,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { adminOf, noStore } from '../../plugins/auth.ts';
import type { CustomersContext, Staff } from './customers.service.ts';
import { kycChecksTab, kycDecisionsTab, kycTab } from './kyc-tab.service.ts';
import { customerParams } from './params.ts';
import * as rg from './protection-tab.service.ts';

type Load = (r: {
  ctx: Pick<CustomersContext, 'db' | 'meta'>;
  staff: Staff;
  id: bigint;
  query: z.infer<typeof adminCustomerTabQuerySchema>;
}) => Promise<unknown>;

/**
 * Player 360's Protection tab (protection:view) and KYC tab (kyc:view): read-only, each list a
 * page of {items, total}, newest first. The actions stay on the compliance screens.
 */
export const customerComplianceTabRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);

  // The response schema checks each answer on the way out, so `load` may be typed loosely here.
  const tab = (path: string, permission: Permission, summary: string, page: z.ZodType, load: Load) =>
    app.get(
      `/admin/customers/:id/${path}`,
      {
        config: { permission },
        preHandler: app.requireAdmin,
        schema: {
          tags: ['admin'],
          summary,
          params: customerParams,
          querystring: adminCustomerTabQuerySchema,
          response: { 200: envelope(page) },
        },
      },
      async (req) =>
        ok(
          await load({
            ctx: { db: app.db, meta: requestMeta(req) },
            staff: adminOf(req),
            id: req.params.id,
            query: req.query,
          }),
        ),
    );

  const view = 'protection:view';
  tab(
    'protection/overview',
    view,
    'Limits in force with use this window, pending raises, reality check and register status',
    adminCustomerProtectionSchema,
    (r) => rg.protectionOverview(r.ctx, r.id),
  );
  tab(
    'protection/exclusions',
    view,
    'Time-outs, self-exclusions, closures and national-register hits, active and past',
    adminCustomerExclusionPageSchema,
    (r) => rg.exclusionsTab(r.ctx, r.id, r.query),
  );
  tab('protection/flags', view, 'Protection flags raised for this player', adminCustomerFlagPageSchema, (r) =>
    rg.flagsTab(r.ctx, r.staff, r.id, r.query),
  );
  tab(
    'protection/lift-requests',
    view,
    "The player's requests to lift an ended self-exclusion",
    adminCustomerLiftPageSchema,
    (r) => rg.liftRequestsTab(r.ctx, r.staff, r.id, r.query),
  );

  tab(
    'kyc',
    'kyc:view',
    'Identity check: status, level, provider reference and the identity it must match',
    adminCustomerKycSchema,
    (r) => kycTab(r.ctx, r.staff, r.id),
  );
  tab(
    'kyc/decisions',
    'kyc:view',
    'Identity-check status changes with who, when and why',
    adminCustomerKycDecisionPageSchema,
    (r) => kycDecisionsTab(r.ctx, r.id, r.query),
  );
  tab(
    'kyc/checks',
    'kyc:view',
    "The provider's reviews of this player's applicant, as delivered",
    adminCustomerKycCheckPageSchema,
    (r) => kycChecksTab(r.ctx, r.id, r.query),
  );
};
