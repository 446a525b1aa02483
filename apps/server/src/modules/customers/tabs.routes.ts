import {
  adminCustomerAuditPageSchema,
  adminCustomerBetPageSchema,
  adminCustomerBonusPageSchema,
  adminCustomerNotePageSchema,
  adminCustomerNotificationPageSchema,
  adminCustomerPaymentPageSchema,
  adminCustomerRoundPageSchema,
  adminCustomerSessionPageSchema,
  adminCustomerTabQuerySchema,
  adminLedgerPageSchema,
  adminLedgerQuerySchema,
  envelope,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { noStore } from '../../plugins/auth.ts';
import { customerParams } from './params.ts';
import * as tabs from './tabs.service.ts';

/** Player 360's tabs: each a page of {items, total}, newest first, behind customers:view. */
export const customerTabRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  const ctx = (req: Parameters<typeof requestMeta>[0]) => ({ db: app.db, meta: requestMeta(req) });

  // The page schema checks each answer on the way out, so `load` may be typed loosely here.
  const tab = (
    path: string,
    summary: string,
    page: z.ZodType,
    load: (req: {
      ctx: ReturnType<typeof ctx>;
      id: bigint;
      query: z.infer<typeof adminCustomerTabQuerySchema>;
      locale: 'tr' | 'en';
    }) => Promise<unknown>,
    permission: 'customers:view' | 'audit:view' = 'customers:view',
  ) =>
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
        ok(await load({ ctx: ctx(req), id: req.params.id, query: req.query, locale: req.locale })),
    );

  tab('sessions', 'Logins and active sessions', adminCustomerSessionPageSchema, (r) =>
    tabs.sessionsTab(r.ctx, r.id, r.query),
  );
  tab('deposits', 'Deposits', adminCustomerPaymentPageSchema, (r) =>
    tabs.paymentsTab(r.ctx, r.id, 1, r.query),
  );
  tab('withdrawals', 'Withdrawals', adminCustomerPaymentPageSchema, (r) =>
    tabs.paymentsTab(r.ctx, r.id, 2, r.query),
  );
  tab('casino-rounds', 'Casino rounds', adminCustomerRoundPageSchema, (r) =>
    tabs.roundsTab(r.ctx, r.id, r.query),
  );
  tab('bets', 'Sports bets', adminCustomerBetPageSchema, (r) => tabs.betsTab(r.ctx, r.id, r.query));
  tab('bonuses', 'Bonuses', adminCustomerBonusPageSchema, (r) =>
    tabs.bonusesTab(r.ctx, r.id, r.query, r.locale),
  );
  tab('notes', 'Staff notes', adminCustomerNotePageSchema, (r) => tabs.notesTab(r.ctx, r.id, r.query));
  tab('notifications', 'Notifications sent to this player', adminCustomerNotificationPageSchema, (r) =>
    tabs.notificationsTab(r.ctx, r.id, r.query, r.locale),
  );
  tab(
    'audit',
    'Audit rows by or about this player',
    adminCustomerAuditPageSchema,
    (r) => tabs.auditTab(r.ctx, r.id, r.query),
    'audit:view',
  );

  app.get(
    '/admin/customers/:id/ledger',
    {
      config: { permission: 'customers:view' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Ledger postings of the cash or bonus account with the running balance, newest first',
        params: customerParams,
        querystring: adminLedgerQuerySchema,
        response: { 200: envelope(adminLedgerPageSchema) },
      },
    },
    async (req) => ok(await tabs.ledgerTab(ctx(req), req.params.id, req.query)),
  );
};
