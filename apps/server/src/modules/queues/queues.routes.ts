import { APPROVAL_PERMISSIONS, type AdminQueue, adminQueuesSchema, envelope } from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { approverOf, countApprovalsWaiting } from '../../core/approvals/index.ts';
import { clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { adminOf, noStore } from '../../plugins/auth.ts';
import {
  countAuditChainAlarms,
  countBonusClaimsPending,
  countKycReviews,
  countLiftRequestsPending,
  countOpenProtectionFlags,
  countWithdrawalsToReview,
} from './queues.repository.ts';

/**
 * The back-office home (backoffice-rg.md section 2, "work queues, not table browsers"): what
 * waits for the caller, one count per queue she may act on. Each queue names the permission
 * that acts on it; queues the caller cannot act on are left out, not counted as zero.
 */
export const queueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);

  app.get(
    '/admin/queues',
    {
      config: { permission: 'session' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The work queues the caller may act on, with how much waits in each',
        response: { 200: envelope(adminQueuesSchema) },
      },
    },
    async (req) => {
      const admin = adminOf(req);
      const held = req.admin?.permissions ?? new Set();
      const db = app.db;
      const viewer = () => approverOf(db, { id: admin.id, permissions: held });
      // Each queue opens with any of its permissions; the first one held is named.
      const queues: [AdminQueue['queue'], AdminQueue['permission'][], () => Promise<number>][] = [
        ['withdrawals', ['withdrawals:approve'], () => countWithdrawalsToReview(db)],
        ['bonusClaims', ['bonuses:claims'], () => countBonusClaimsPending(db)],
        ['kyc', ['kyc:decide'], () => countKycReviews(db)],
        ['protectionFlags', ['protection:manage'], () => countOpenProtectionFlags(db)],
        // Every kind of four-eyes request the caller may decide (docs/decisions/035-four-eyes-approvals.md).
        [
          'approvals',
          [...new Set(Object.values(APPROVAL_PERMISSIONS))],
          async () => countApprovalsWaiting(db, await viewer(), clock.now()),
        ],
        ['liftRequests', ['protection:lift'], () => countLiftRequestsPending(db)],
        ['auditChain', ['audit:view'], () => countAuditChainAlarms(db)],
      ];
      const out: AdminQueue[] = [];
      // One after another: PGlite has a single connection, and these are small counts.
      for (const [queue, permissions, counter] of queues) {
        const permission = permissions.find((p) => held.has(p));
        if (permission) out.push({ queue, permission, count: await counter() });
      }
      return ok(out);
    },
  );
};
