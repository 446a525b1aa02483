import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { adminIpMatcher } from '../core/accounts/admin-ip-allowlist.ts';
import { type AuthenticatedAdmin, resolveAdminSession } from '../core/accounts/admin-sessions.ts';
import { type AuthenticatedCustomer, resolveCustomerSession } from '../core/accounts/resolve-session.ts';
import { SessionEvents } from '../core/accounts/session-events.ts';
import { AppError } from '../lib/app-error.ts';
import { audit } from '../core/audit.ts';
import { type RateLimitStore, createRateLimitStore } from '../infra/rate-limit/index.ts';
import { requestMeta } from '../lib/request-meta.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counters of every auth rate limit (Redis when configured). */
    limiter: RateLimitStore;
    /** 'ended' fires with the ids of sessions that stopped; the real-time hub closes their sockets. */
    sessionEvents: SessionEvents;
    /** preHandler: 401 unless the bearer token is a live customer session; sets req.customer. */
    requireCustomer: (req: FastifyRequest) => Promise<void>;
    /**
     * preHandler: 401 unless the bearer token is a live back-office session, 403
     * ADMIN_TWO_FACTOR_REQUIRED while that session may only enrol TOTP; sets req.admin.
     */
    requireAdmin: (req: FastifyRequest) => Promise<void>;
    /** preHandler of the TOTP enrolment routes: any live back-office session, enrol-only ones too. */
    requireAdminEnrolment: (req: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    customer: AuthenticatedCustomer | null;
    admin: AuthenticatedAdmin | null;
  }
  interface FastifyContextConfig {
    /** Set on routes the web calls by itself (the balance poll): they must not extend an idle session. */
    passiveSession?: boolean;
  }
}

/** Bearer-token sessions for customers and back-office users (reference tokens, stored hashed). */
export const authPlugin = fp<{ config: Config }>(async (app, { config }) => {
  // The processes sharing this database share its counters (the hub's channel id names it).
  const instance = config.redisUrl
    ? (await app.db.selectFrom('hub_instance').select('channel_id').executeTakeFirstOrThrow()).channel_id
    : undefined;
  app.decorate('limiter', createRateLimitStore(config.redisUrl, app.log, instance));
  app.decorate('sessionEvents', new SessionEvents());
  app.decorateRequest('customer', null);
  app.decorateRequest('admin', null);

  app.decorate('requireCustomer', async (req: FastifyRequest) => {
    const touch = req.routeOptions.config.passiveSession !== true;
    req.customer = await resolveCustomerSession(
      app.db,
      app.sessionEvents,
      req.bearerToken,
      requestMeta(req),
      touch,
    );
  });
  app.decorate('requireAdmin', async (req: FastifyRequest) => {
    const admin = await resolveAdminSession(app.db, req.bearerToken);
    if (admin.stage !== 'full') throw new AppError('ADMIN_TWO_FACTOR_REQUIRED');
    req.admin = admin;
  });
  app.decorate('requireAdminEnrolment', async (req: FastifyRequest) => {
    req.admin = await resolveAdminSession(app.db, req.bearerToken);
  });
  registerAdminIpAllowlist(app, config.adminIpAllowlist);

  app.addHook('onClose', async () => {
    await app.limiter.close();
  });
});

/**
 * ADMIN_IP_ALLOWLIST (docs/decisions/014-staff-two-factor.md): every route under /api/admin,
 * login included, answers 403 ADMIN_IP_NOT_ALLOWED to other addresses. The matched route's
 * pattern is checked, not the raw URL, so no spelling of the path slips past. Refusals are
 * audited for the first and every 100th of an address's run (a run ends after a quiet
 * minute), so a scan cannot flood the audit trail.
 */
function registerAdminIpAllowlist(app: FastifyInstance, entries: string[]) {
  const allowed = adminIpMatcher(entries);
  if (!allowed) return;
  app.addHook('onRequest', async (req) => {
    if (!req.routeOptions.url?.startsWith('/api/admin/') || allowed(req.ip)) return;
    const seen = await app.limiter.increment(`admin:ip-refused:${req.ip}`, 60_000);
    if (seen === 1 || seen % 100 === 0) {
      req.log.warn(
        { event: 'admin_ip_refused', ip: req.ip },
        'back-office request from an address not allowed',
      );
      await audit(app.db, {
        actor: { kind: 'admin', id: null },
        event: 'admin_ip_refused',
        meta: requestMeta(req),
        details: { route: req.routeOptions.url },
      });
    }
    throw new AppError('ADMIN_IP_NOT_ALLOWED');
  });
}

/** The signed-in customer of a route behind requireCustomer. */
export function customerOf(req: FastifyRequest): AuthenticatedCustomer {
  if (!req.customer) throw new AppError('UNAUTHORIZED');
  return req.customer;
}

export function adminOf(req: FastifyRequest): AuthenticatedAdmin {
  if (!req.admin) throw new AppError('UNAUTHORIZED');
  return req.admin;
}

/** onSend hook for account routes: answers about a person are never cached (ASVS 14.3.2). */
export function noStore(
  _req: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (err: null, payload: unknown) => void,
) {
  reply.header('cache-control', 'no-store');
  done(null, payload);
}
