import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  ERROR_MESSAGES,
  ERROR_STATUS,
  HUB_LIMITS,
  HUB_PATH,
  STAFF_HUB_PATH,
  type ErrorCode,
} from '@lalebet/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { WebSocketServer } from 'ws';
import type { Database } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';
import { redactUrl } from '../infra/logger.ts';
import { hubCredentials, originAllowed, redeemHubTicket, redeemStaffTicket } from '../core/accounts/index.ts';
import type { Hub } from '../infra/hub/hub.ts';
import type { HubTicketStore } from '../infra/hub/tickets.ts';
import { rateLimitRefusals } from '../infra/metrics/registry.ts';

export type UpgradeDeps = {
  db: Kysely<Database>;
  tickets: HubTicketStore;
  hub: Hub;
  log: FastifyBaseLogger;
  publicUrl: string | undefined;
  production: boolean;
};

const CONNECTION_TOKEN = /^[A-Za-z0-9_-]{8,64}$/;

/** An HTTP answer on a socket that asked to upgrade, then hang up. */
function refuse(socket: Duplex, code: ErrorCode) {
  if (socket.destroyed) return;
  const status = ERROR_STATUS[code];
  const body = JSON.stringify({ success: false, message: ERROR_MESSAGES[code].en, code, data: null });
  socket.end(
    `HTTP/1.1 ${status} ${code}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * The 'upgrade' listener of the HTTP server: `GET /hub/frnotify?id=<connectionToken>` with a
 * hub ticket from negotiate (Authorization header, or `access_token` from a browser) and an
 * allowed Origin becomes a hub connection; anything else gets a plain HTTP error. The ticket
 * carries the session, and the fingerprint was checked when it was issued (ADR 018).
 * `GET /hub/staff` is the same with a staff ticket, and joins the staff group.
 */
export function createUpgradeHandler(deps: UpgradeDeps) {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: HUB_LIMITS.maxMessageBytes,
    perMessageDeflate: false,
    clientTracking: false,
  });

  const handler = async (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const url = new URL(req.url ?? '/', 'http://hub.invalid');
    const log = deps.log.child({ url: redactUrl(req.url ?? '') });
    const path = url.pathname.replace(/\/$/, '');
    if (path !== HUB_PATH && path !== STAFF_HUB_PATH) return refuse(socket, 'NOT_FOUND');
    if (!originAllowed(req.headers.origin, req.headers.host, deps)) {
      log.info({ origin: req.headers.origin }, 'hub: origin refused');
      return refuse(socket, 'FORBIDDEN');
    }
    const creds = hubCredentials(url, req.headers);
    /** The ticket's claims, or null once the socket has been refused. */
    const redeem = async <T>(how: () => Promise<T>): Promise<T | null> => {
      try {
        const claims = await how();
        return socket.destroyed ? null : claims;
      } catch (err) {
        if (!(err instanceof AppError)) log.error({ err }, 'hub: authentication failed');
        else log.info({ code: err.code, path }, 'hub: refused');
        // Not a refusal: the ticket store or the database did not answer; the client retries.
        refuse(socket, err instanceof AppError ? err.code : 'SERVICE_UNAVAILABLE');
        return null;
      }
    };
    // The correlation id negotiate handed out, or a fresh one.
    const id = url.searchParams.get('id');
    const connectionId = id && CONNECTION_TOKEN.test(id) ? id : randomBytes(16).toString('base64url');

    if (path === STAFF_HUB_PATH) {
      const staff = await redeem(() => redeemStaffTicket(deps.db, deps.tickets, creds));
      if (!staff) return;
      wss.handleUpgrade(req, socket, head, (ws) => {
        deps.hub.attachStaff(
          ws,
          { id: connectionId, adminId: staff.adminId, sessionId: staff.sessionId },
          socket,
        );
        log.debug({ adminId: staff.adminId, connectionId }, 'staff hub: connected');
      });
      return;
    }
    const claims = await redeem(() => redeemHubTicket(deps.db, deps.tickets, creds));
    if (!claims) return;
    if (claims.customerId === null && !deps.hub.admitsGuest(claims.ip)) {
      log.info('hub: too many guest connections from one address');
      rateLimitRefusals.inc({ route: 'hub-upgrade', code: 'RATE_LIMITED' });
      return refuse(socket, 'RATE_LIMITED');
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const locale = creds.locale ?? claims.locale;
      deps.hub.attach(
        ws,
        claims.customerId === null
          ? { id: connectionId, customerId: null, sessionId: null, ip: claims.ip, locale }
          : {
              id: connectionId,
              customerId: claims.customerId,
              sessionId: claims.sessionId,
              locale,
              restricted: claims.restricted === true,
            },
        socket,
      );
      log.debug({ customerId: claims.customerId, connectionId }, 'hub: connected');
    });
  };
  return { handler, close: () => wss.close() };
}
