import { randomBytes } from 'node:crypto';
import type { Locale } from '@lalebet/shared';
import { Redis } from 'ioredis';
import { clock } from '../../lib/clock.ts';
import { hashToken } from '../../lib/secrets.ts';

/**
 * What a hub ticket stands for: one session's right to open one socket, with the fingerprint
 * and language negotiate checked and chose (docs/decisions/018-hub-tickets-and-several-processes.md).
 */
export type HubTicketClaims =
  | { customerId: string; sessionId: string; locale: Locale }
  /**
   * A guest's connection, to watch odds (docs/decisions/021-sportsbook-engine.md): no session;
   * `ip` is the negotiating client's ipLimitKey, which the upgrade counts guests by (the
   * upgrade itself does not see the client address a proxy names).
   */
  | { customerId: null; sessionId: null; locale: Locale; ip: string };

/** A ticket lives this long: the client uses it within milliseconds of receiving it. */
export const HUB_TICKET_TTL_MS = 30_000;

const PREFIX = 'hubt_';

/** Tickets and session tokens never look alike, so each is refused where the other belongs. */
export const isHubTicket = (token: string) => token.startsWith(PREFIX) && token.length > PREFIX.length;

type Stored = HubTicketClaims & { exp: number };

/**
 * Short-lived single-use hub tickets, kept only as hashes. In Redis when configured, so the
 * negotiate on one process and the upgrade on another both find it; in this process otherwise.
 */
export interface HubTicketStore {
  readonly kind: 'memory' | 'redis';
  issue(claims: HubTicketClaims): Promise<string>;
  /** The claims of a live ticket, which stays usable (the client's second negotiate call). */
  peek(ticket: string): Promise<HubTicketClaims | null>;
  /** The claims of a live ticket, which is gone afterwards: of racing callers, one at most gets them. */
  redeem(ticket: string): Promise<HubTicketClaims | null>;
  close(): Promise<void>;
}

const newTicket = () => `${PREFIX}${randomBytes(32).toString('base64url')}`;

/** Expiry is checked against lib/clock too (Redis's own expiry only cleans up), so tests can move time. */
function live(raw: Stored | null | undefined): HubTicketClaims | null {
  if (!raw || raw.exp <= clock.ms()) return null;
  if (raw.customerId === null) return { customerId: null, sessionId: null, locale: raw.locale, ip: raw.ip };
  return { customerId: raw.customerId, sessionId: raw.sessionId, locale: raw.locale };
}

export function createMemoryTicketStore(ttlMs = HUB_TICKET_TTL_MS): HubTicketStore {
  const tickets = new Map<string, Stored>();
  const prune = setInterval(() => {
    const now = clock.ms();
    for (const [k, v] of tickets) if (v.exp <= now) tickets.delete(k);
  }, ttlMs).unref();
  return {
    kind: 'memory',
    async issue(claims) {
      const ticket = newTicket();
      tickets.set(hashToken(ticket), { ...claims, exp: clock.ms() + ttlMs });
      return ticket;
    },
    async peek(ticket) {
      return isHubTicket(ticket) ? live(tickets.get(hashToken(ticket))) : null;
    },
    async redeem(ticket) {
      if (!isHubTicket(ticket)) return null;
      const key = hashToken(ticket);
      const found = tickets.get(key);
      tickets.delete(key); // no await between get and delete: single use
      return live(found);
    },
    async close() {
      clearInterval(prune);
      tickets.clear();
    },
  };
}

/** `namespace` is the database's hub channel id, so sites sharing a Redis never redeem each other's. */
export function createRedisTicketStore(
  url: string,
  namespace: string,
  ttlMs = HUB_TICKET_TTL_MS,
): HubTicketStore {
  const redis = new Redis(url, {
    keyPrefix: `lalebet:hubticket:${namespace}:`,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
  });
  redis.on('error', () => {}); // reported where a command fails
  const parse = (raw: string | null) => (raw ? (JSON.parse(raw) as Stored) : null);
  return {
    kind: 'redis',
    async issue(claims) {
      const ticket = newTicket();
      const value = JSON.stringify({ ...claims, exp: clock.ms() + ttlMs } satisfies Stored);
      await redis.set(hashToken(ticket), value, 'PX', ttlMs);
      return ticket;
    },
    async peek(ticket) {
      return isHubTicket(ticket) ? live(parse(await redis.get(hashToken(ticket)))) : null;
    },
    async redeem(ticket) {
      // GETDEL is one atomic command: two processes redeeming the same ticket cannot both get it.
      return isHubTicket(ticket) ? live(parse(await redis.getdel(hashToken(ticket)))) : null;
    },
    async close() {
      redis.disconnect();
    },
  };
}
