import { type AdminQueue, adminQueuesSchema, envelope } from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { adminOf, noStore } from '../../plugins/auth.ts';
import {
  countApprovalsFor,
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
      const queues: [AdminQueue['queue'], AdminQueue['permission'], () => Promise<number>][] = [
        ['withdrawals', 'withdrawals:approve', () => countWithdrawalsToReview(db)],
        ['bonusClaims', 'bonuses:claims', () => countBonusClaimsPending(db)],
        ['kyc', 'kyc:decide', () => countKycReviews(db)],
        ['protectionFlags', 'protection:manage', () => countOpenProtectionFlags(db)],
        ['approvals', 'adjustments:approve', () => countApprovalsFor(db, admin.id, clock.now())],
        ['liftRequests', 'protection:lift', () => countLiftRequestsPending(db)],
      ];
      const out: AdminQueue[] = [];
      // One after another: PGlite has a single connection, and these are small counts.
      for (const [queue, permission, counter] of queues) {
        if (held.has(permission)) out.push({ queue, permission, count: await counter() });
      }
      return ok(out);
    },
  );
};
