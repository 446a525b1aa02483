import { HUB_PATH } from '@lalebet/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import {
  type ProfileChanged,
  type SessionsEnded,
  type HubCredentials,
  authenticateHub,
  hubCredentials,
  sweepHubSessions,
  sweepStaffHubSessions,
} from '../core/accounts/index.ts';
import { type HubBus, createMemoryBus } from '../infra/hub/bus.ts';
import { AppError } from '../lib/app-error.ts';
import { Hub } from '../infra/hub/hub.ts';
import { createRedisBus } from '../infra/hub/redis-bus.ts';
import {
  type HubTicketClaims,
  type HubTicketStore,
  createMemoryTicketStore,
  createRedisTicketStore,
  isHubTicket,
  isStaffClaims,
} from '../infra/hub/tickets.ts';
import {
  connectAnswer,
  negotiateQuerySchema,
  negotiateResponseSchema,
  redirectWithTicket,
} from './hub-negotiate.ts';
import { staffHubRoutes, watchStaffSessions } from './staff-hub.ts';
import { createUpgradeHandler } from './hub-upgrade.ts';
import { instanceChannelId } from './instance-channel.ts';
import { ROUTE_LIMITS, enforceRouteLimit } from '../infra/rate-limit/route-limit.ts';
import { ipLimitKey, requestMeta } from '../lib/request-meta.ts';
import { noStore } from './auth.ts';
import { trackJob } from '../infra/metrics/jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The real-time hub: `send` reaches a customer's sockets on every server process. */
    hub: Hub;
    /** Closes sockets (players' and staff) of sessions that are over; runs every minute, callable from tests. */
    sweepHubSessions: () => Promise<number>;
  }
}

const SWEEP_INTERVAL_MS = 60_000;

/**
 * SignalR negotiate, called twice by the stock client (ADR 018). With the session token: a
 * redirect to the hub itself carrying a single-use ticket. With that ticket: how to connect
 * (WebSockets only); the ticket stays valid for the socket, which spends it.
 */
const negotiateRoute: FastifyPluginAsyncZod<{
  tickets: HubTicketStore;
  publicUrl: string | undefined;
}> = async (app, { tickets, publicUrl }) => {
  app.addHook('onSend', noStore);
  app.post(
    `${HUB_PATH}/negotiate`,
    {
      // Each call may look a session up: limited per address (/64) like the other public calls.
      preHandler: async (req) => enforceRouteLimit(app.limiter, ROUTE_LIMITS.negotiate, ipLimitKey(req.ip)),
      schema: {
        tags: ['hub'],
        summary:
          'SignalR negotiate for the hub (Bearer token and x-fingerprint; none for a guest watching odds)',
        querystring: negotiateQuerySchema,
        response: { 200: negotiateResponseSchema },
      },
    },
    async (req) => {
      const creds = hubCredentials(new URL(req.url, 'http://hub.invalid'), req.headers);
      if (!creds.token || !isHubTicket(creds.token)) {
        return redirectWithTicket(tickets, await ticketClaims(app, creds, req), HUB_PATH, publicUrl, req);
      }
      const claims = await tickets.peek(creds.token);
      if (!claims || isStaffClaims(claims)) throw new AppError('UNAUTHORIZED');
      return connectAnswer(req.query.negotiateVersion);
    },
  );
};

/**
 * What the first negotiate's ticket stands for: with a session token, that session; with no
 * Authorization header nor `access_token` at all, a guest that may only watch odds (docs/decisions/021-sportsbook-
 * engine.md), counted by address. A token that is there but dead is still a 401.
 */
async function ticketClaims(
  app: FastifyInstance,
  creds: HubCredentials,
  req: FastifyRequest,
): Promise<HubTicketClaims> {
  if (!creds.token) {
    // A token in the URL is never read (ADR 018), nor taken as asking to be a guest.
    if (creds.urlToken) throw new AppError('UNAUTHORIZED');
    return { customerId: null, sessionId: null, locale: creds.locale ?? req.locale, ip: ipLimitKey(req.ip) };
  }
  const customer = await authenticateHub(app.db, app.sessionEvents, creds, requestMeta(req));
  return {
    customerId: String(customer.id),
    sessionId: customer.sessionId,
    locale: creds.locale ?? customer.locale,
  };
}

async function createBus(db: Kysely<Database>, config: Config): Promise<HubBus> {
  if (!config.redisUrl) return createMemoryBus();
  return createRedisBus(config.redisUrl, `lalebet:hub:${await instanceChannelId(db)}`);
}

/**
 * The notification hub at /hub/frnotify and the staff hub at /hub/staff (plugins/staff-hub.ts):
 * negotiate routes, WebSocket upgrades, fan-out, session ends. One Hub, bus and ticket store.
 */
export const hubPlugin = fp<{ config: Config }>(async (app, { config }) => {
  const hub = new Hub(await createBus(app.db, config), app.log);
  const tickets = config.redisUrl
    ? createRedisTicketStore(config.redisUrl, await instanceChannelId(app.db))
    : createMemoryTicketStore();
  app.decorate('hub', hub);
  app.decorate('sweepHubSessions', async () => {
    const players = await sweepHubSessions(app.db, app.sessionEvents, hub);
    return players + (await sweepStaffHubSessions(app.db, hub));
  });

  // A session ended in this process: every process sends Logout to its sockets and closes them.
  const onEnded = (e: SessionsEnded) => void hub.endSessions(e.customerId, e.sessionIds, e.reason);
  app.sessionEvents.on('ended', onEnded);
  // The phone was verified (maybe on another device): every tab patches its stored session.
  const onProfile = ({ customerId, phone, smsVerified }: ProfileChanged) =>
    void hub
      .send([{ customerId, message: { command: 'Profile', message: { phone, smsVerified } } }])
      .catch((err: unknown) => app.log.warn({ err }, 'hub: profile push failed'));
  app.sessionEvents.on('profileChanged', onProfile);
  const unwatchStaff = watchStaffSessions(app, hub);

  const upgrade = createUpgradeHandler({
    db: app.db,
    tickets,
    hub,
    log: app.log,
    publicUrl: config.publicUrl,
    production: config.env === 'production',
  });
  const onUpgrade = (...args: Parameters<typeof upgrade.handler>) => void upgrade.handler(...args);
  app.server.on('upgrade', onUpgrade);

  const sweep = setInterval(() => {
    trackJob('hub-session-sweep', () => app.sweepHubSessions()).catch((err: unknown) =>
      app.log.warn({ err }, 'hub: session sweep failed'),
    );
  }, SWEEP_INTERVAL_MS).unref();

  await app.register(negotiateRoute, { tickets, publicUrl: config.publicUrl });
  await app.register(staffHubRoutes, { tickets, publicUrl: config.publicUrl });

  // Before the HTTP server closes: upgraded sockets would otherwise keep it open.
  app.addHook('preClose', async () => {
    clearInterval(sweep);
    app.server.off('upgrade', onUpgrade);
    app.sessionEvents.off('ended', onEnded);
    app.sessionEvents.off('profileChanged', onProfile);
    unwatchStaff();
    await hub.close();
    upgrade.close();
    await tickets.close();
  });
});
