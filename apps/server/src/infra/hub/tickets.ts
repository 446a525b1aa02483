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

/**
 * A staff member's right to open one socket on the staff hub (STAFF_HUB_PATH): a kind of its
 * own, so no player ticket opens the staff hub and no staff ticket the players' one.
 */
export type StaffTicketClaims = { kind: 'staff'; adminId: string; sessionId: string };
export type AnyTicketClaims = HubTicketClaims | StaffTicketClaims;
export const isStaffClaims = (c: AnyTicketClaims): c is StaffTicketClaims => 'kind' in c;

/** A ticket lives this long: the client uses it within milliseconds of receiving it. */
export const HUB_TICKET_TTL_MS = 30_000;

const PREFIX = 'hubt_';
const STAFF_PREFIX = 'hubs_';

/** Tickets and session tokens never look alike, so each is refused where the other belongs. */
export const isHubTicket = (token: string) => token.startsWith(PREFIX) && token.length > PREFIX.length;
export const isStaffTicket = (token: string) =>
  token.startsWith(STAFF_PREFIX) && token.length > STAFF_PREFIX.length;
export const isAnyTicket = (token: string) => isHubTicket(token) || isStaffTicket(token);

type Stored = AnyTicketClaims & { exp: number };

/**
 * Short-lived single-use hub tickets, kept only as hashes. In Redis when configured, so the
 * negotiate on one process and the upgrade on another both find it; in this process otherwise.
 */
export interface HubTicketStore {
  readonly kind: 'memory' | 'redis';
  issue(claims: AnyTicketClaims): Promise<string>;
  /**
   * The claims of a live ticket, which stays usable (the client's second negotiate call).
   * Callers check the kind (isStaffClaims) against the hub they serve.
   */
  peek(ticket: string): Promise<AnyTicketClaims | null>;
  /** The claims of a live ticket, which is gone afterwards: of racing callers, one at most gets them. */
  redeem(ticket: string): Promise<AnyTicketClaims | null>;
  close(): Promise<void>;
}

const newTicket = (claims: AnyTicketClaims) =>
  `${isStaffClaims(claims) ? STAFF_PREFIX : PREFIX}${randomBytes(32).toString('base64url')}`;

/** Expiry is checked against lib/clock too (Redis's own expiry only cleans up), so tests can move time. */
function live(raw: Stored | null | undefined): AnyTicketClaims | null {
  if (!raw || raw.exp <= clock.ms()) return null;
  if ('kind' in raw) return { kind: 'staff', adminId: raw.adminId, sessionId: raw.sessionId };
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
      const ticket = newTicket(claims);
      tickets.set(hashToken(ticket), { ...claims, exp: clock.ms() + ttlMs });
      return ticket;
    },
    async peek(ticket) {
      return isAnyTicket(ticket) ? live(tickets.get(hashToken(ticket))) : null;
    },
    async redeem(ticket) {
      if (!isAnyTicket(ticket)) return null;
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
      const ticket = newTicket(claims);
      const value = JSON.stringify({ ...claims, exp: clock.ms() + ttlMs } satisfies Stored);
      await redis.set(hashToken(ticket), value, 'PX', ttlMs);
      return ticket;
    },
    async peek(ticket) {
      return isAnyTicket(ticket) ? live(parse(await redis.get(hashToken(ticket)))) : null;
    },
    async redeem(ticket) {
      // GETDEL is one atomic command: two processes redeeming the same ticket cannot both get it.
      return isAnyTicket(ticket) ? live(parse(await redis.getdel(hashToken(ticket)))) : null;
    },
    async close() {
      redis.disconnect();
    },
  };
}
