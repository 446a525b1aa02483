import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { type AuthenticatedAdmin, resolveAdminSession } from '../lib/accounts/admin-sessions.ts';
import { type AuthenticatedCustomer, resolveCustomerSession } from '../lib/accounts/resolve-session.ts';
import { SessionEvents } from '../lib/accounts/session-events.ts';
import { AppError } from '../lib/app-error.ts';
import { type RateLimitStore, createRateLimitStore } from '../lib/rate-limit/index.ts';
import { requestMeta } from '../lib/request-meta.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counters of every auth rate limit (Redis when configured). */
    limiter: RateLimitStore;
    /** 'ended' fires with the ids of sessions that stopped; the real-time hub closes their sockets. */
    sessionEvents: SessionEvents;
    /** preHandler: 401 unless the bearer token is a live customer session; sets req.customer. */
    requireCustomer: (req: FastifyRequest) => Promise<void>;
    /** preHandler: 401 unless the bearer token is a live back-office session; sets req.admin. */
    requireAdmin: (req: FastifyRequest) => Promise<void>;
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
    req.admin = await resolveAdminSession(app.db, req.bearerToken);
  });

  app.addHook('onClose', async () => {
    await app.limiter.close();
  });
});

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
export async function noStore(_req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('cache-control', 'no-store');
  return payload;
}
