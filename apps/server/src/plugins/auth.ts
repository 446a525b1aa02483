import { type Permission, STAFF_HUB_PATH } from '@lalebet/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import {
  type AuthenticatedAdmin,
  resolveAdminSession,
  type AuthenticatedCustomer,
  resolveCustomerSession,
  SessionEvents,
  permissionsOf,
} from '../core/accounts/index.ts';
import { ipMatcher } from '../lib/ip-matcher.ts';
import { AppError } from '../lib/app-error.ts';
import { audit } from '../core/audit.ts';
import { type RateLimitStore, createRateLimitStore } from '../infra/rate-limit/index.ts';
import { clock } from '../lib/clock.ts';
import { requestMeta } from '../lib/request-meta.ts';
import { assertWithdrawOnlyAllows } from '../core/protection/index.ts';
import { instanceChannelId } from './instance-channel.ts';
import { policyStepUp } from './staff-policy.ts';

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
    /** The back-office routes and the permission each needs (the permission-matrix test reads it). */
    adminRouteTable: {
      method: string;
      url: string;
      permission: Permission | 'session';
      stepUp: boolean;
    }[];
    /** preHandler of the TOTP enrolment routes: any live back-office session, enrol-only ones too. */
    requireAdminEnrolment: (req: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    customer: AuthenticatedCustomer | null;
    /** Behind requireAdmin, with the permissions the admin's roles give. */
    admin: (AuthenticatedAdmin & { permissions?: ReadonlySet<Permission> }) | null;
  }
  interface FastifyContextConfig {
    /** Set on routes the web calls by itself (the balance poll): they must not extend an idle session. */
    passiveSession?: boolean;
    /**
     * What a back-office route requires (docs/decisions/029-staff-permissions.md): a permission
     * of the catalogue, or 'session' for the staff member's own session (me, logout). A route
     * under /api/admin/ behind requireAdmin without one refuses everybody.
     */
    permission?: Permission | 'session';
    /**
     * The route also needs a TOTP code entered again within STEP_UP_MINUTES (money, role
     * changes; docs/decisions/030-four-eyes-adjustments.md): STEP_UP_REQUIRED otherwise.
     */
    stepUp?: boolean;
  }
}

/** Bearer-token sessions for customers and back-office users (reference tokens, stored hashed). */
export const authPlugin = fp<{ config: Config }>(async (app, { config }) => {
  // The processes sharing this database share its counters (the hub's channel id names it).
  const instance = config.redisUrl ? await instanceChannelId(app.db) : undefined;
  app.decorate('limiter', createRateLimitStore(config.redisUrl, app.log, instance));
  app.decorate('sessionEvents', new SessionEvents());
  app.decorateRequest('customer', null);
  app.decorateRequest('admin', null);
  app.decorate('requireCustomer', customerGuard(app));
  app.decorate('requireAdmin', adminGuard(app));
  app.decorate('adminRouteTable', []);
  registerAdminRoutePermissions(app);
  app.decorate('requireAdminEnrolment', async (req: FastifyRequest) => {
    req.admin = await resolveAdminSession(app.db, req.bearerToken);
  });
  registerAdminIpAllowlist(app, config.adminIpAllowlist);

  app.addHook('onClose', async () => {
    await app.limiter.close();
  });
});

function customerGuard(app: FastifyInstance) {
  return async (req: FastifyRequest) => {
    const touch = req.routeOptions.config.passiveSession !== true;
    req.customer = await resolveCustomerSession(
      app.db,
      app.sessionEvents,
      req.bearerToken,
      requestMeta(req),
      touch,
    );
    // A session opened during a block may only withdraw and read (docs/decisions/033).
    if (req.customer.restricted) {
      await assertWithdrawOnlyAllows(app.db, req.customer.id, req.method, req.routeOptions.url);
    }
  };
}

function adminGuard(app: FastifyInstance) {
  return async (req: FastifyRequest) => {
    // Routes with a permission run this on request (below) and again as their preHandler.
    if (req.admin?.permissions) return;
    const admin = await resolveAdminSession(app.db, req.bearerToken);
    if (admin.stage !== 'full') throw new AppError('ADMIN_TWO_FACTOR_REQUIRED');
    const needed = req.routeOptions.config.permission;
    const held = await permissionsOf(app.db, admin.id);
    req.admin = { ...admin, permissions: held };
    if (needed === 'session' || (needed && held.has(needed))) {
      // Checked after the permission: who may not act at all learns nothing about step-up. The
      // route's flag already holds the policy table's decision (onRoute below).
      const until = admin.stepUpUntil;
      if (req.routeOptions.config.stepUp && !(until && until.getTime() > clock.ms())) {
        throw new AppError('STEP_UP_REQUIRED');
      }
      return;
    }
    if (!needed) req.log.error({ route: req.routeOptions.url }, 'back-office route without a permission');
    await audit(app.db, {
      actor: { kind: 'admin', id: admin.id },
      event: 'admin_permission_refused',
      meta: requestMeta(req),
      details: { route: `${req.method} ${req.routeOptions.url}`, permission: needed ?? null },
    });
    throw new AppError('FORBIDDEN');
  };
}

/**
 * Every back-office route names its permission (docs/decisions/029-staff-permissions.md):
 * checked before the body is even validated, so a caller without it learns nothing more than
 * 403. A route behind requireAdmin without one stops the server from starting.
 */
function registerAdminRoutePermissions(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/admin/')) return;
    const permission = route.config?.permission;
    const guarded = [route.preHandler].flat().includes(app.requireAdmin);
    if (guarded && !permission)
      throw new Error(`${route.method} ${route.url}: back-office route without a permission`);
    if (!permission) {
      if (route.config?.stepUp) throw new Error(`${route.method} ${route.url}: stepUp without a permission`);
      return;
    }
    // The route's own flag or the one policy table (plugins/staff-policy.ts), whichever asks.
    const methods = [route.method].flat();
    const stepUp = route.config?.stepUp === true || methods.some((m) => policyStepUp(m, route.url));
    route.config = { ...route.config, stepUp };
    route.onRequest = [...[route.onRequest ?? []].flat(), app.requireAdmin];
    for (const method of methods) {
      if (method !== 'HEAD') app.adminRouteTable.push({ method, url: route.url, permission, stepUp });
    }
  });
}

/**
 * ADMIN_IP_ALLOWLIST (docs/decisions/014-staff-two-factor.md): every route under /api/admin,
 * login included, and the staff hub's negotiate answer 403 ADMIN_IP_NOT_ALLOWED to other addresses. The matched route's
 * pattern is checked, not the raw URL, so no spelling of the path slips past. Refusals are
 * audited for the first and every 100th of an address's run (a run ends after a quiet
 * minute), so a scan cannot flood the audit trail.
 */
function registerAdminIpAllowlist(app: FastifyInstance, entries: string[]) {
  const allowed = ipMatcher(entries);
  if (!allowed) return;
  app.addHook('onRequest', async (req) => {
    // The staff hub's negotiate too: the socket it leads to is back office.
    const url = req.routeOptions.url ?? '';
    if (!(url.startsWith('/api/admin/') || url.startsWith(`${STAFF_HUB_PATH}/`)) || allowed(req.ip)) return;
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
        details: { route: url },
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
