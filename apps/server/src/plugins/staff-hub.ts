import { STAFF_HUB_PATH } from '@lalebet/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hubCredentials, type StaffSessionsEnded, authenticateStaffHub } from '../core/accounts/index.ts';
import type { Hub } from '../infra/hub/hub.ts';
import { type HubTicketStore, isStaffClaims, isStaffTicket } from '../infra/hub/tickets.ts';
import { ROUTE_LIMITS, enforceRouteLimit } from '../infra/rate-limit/route-limit.ts';
import { AppError } from '../lib/app-error.ts';
import { ipLimitKey } from '../lib/request-meta.ts';
import { noStore } from './auth.ts';
import {
  connectAnswer,
  negotiateQuerySchema,
  negotiateResponseSchema,
  redirectWithTicket,
} from './hub-negotiate.ts';

/**
 * The staff hub's negotiate (STAFF_HUB_PATH, @lalebet/shared admin-common): the players' hub
 * protocol and ticket exchange (docs/decisions/018-hub-tickets-and-several-processes.md) with
 * an admin session instead of a customer's, and staff tickets, which only this hub takes.
 * The socket itself is upgraded by plugins/hub-upgrade.ts; pushes come from core/staff-queues.ts.
 */
export const staffHubRoutes: FastifyPluginAsyncZod<{
  tickets: HubTicketStore;
  publicUrl: string | undefined;
}> = async (app, { tickets, publicUrl }) => {
  app.addHook('onSend', noStore);
  app.post(
    `${STAFF_HUB_PATH}/negotiate`,
    {
      preHandler: async (req) => enforceRouteLimit(app.limiter, ROUTE_LIMITS.negotiate, ipLimitKey(req.ip)),
      schema: {
        tags: ['hub'],
        summary: 'SignalR negotiate for the staff hub (back-office Bearer token, then the staff ticket)',
        querystring: negotiateQuerySchema,
        response: { 200: negotiateResponseSchema },
      },
    },
    async (req) => {
      const creds = hubCredentials(new URL(req.url, 'http://hub.invalid'), req.headers);
      if (!creds.token || !isStaffTicket(creds.token)) {
        // Only the header is read: a session token in the URL is never taken (ADR 018).
        const admin = await authenticateStaffHub(app.db, creds.token);
        const claims = { kind: 'staff' as const, adminId: String(admin.id), sessionId: admin.sessionId };
        return redirectWithTicket(tickets, claims, STAFF_HUB_PATH, publicUrl, req);
      }
      const claims = await tickets.peek(creds.token);
      if (!claims || !isStaffClaims(claims)) throw new AppError('UNAUTHORIZED');
      return connectAnswer(req.query.negotiateVersion);
    },
  );
};

/**
 * A staff session ended in this process (logout, new password, roles taken away): every
 * process closes its sockets, as the players' hub does for 'ended'. Returns the unsubscribe.
 */
export function watchStaffSessions(app: FastifyInstance, hub: Hub): () => void {
  const onEnded = (e: StaffSessionsEnded) =>
    void hub
      .endStaff(e.sessionIds ?? [], e.sessionIds ? null : e.adminId)
      .catch((err: unknown) => app.log.warn({ err }, 'staff hub: closing sessions failed'));
  app.sessionEvents.on('staffEnded', onEnded);
  return () => app.sessionEvents.off('staffEnded', onEnded);
}
