import type { IncomingHttpHeaders } from 'node:http';
import { HEADER_FINGERPRINT, HEADER_LOCALE, type Locale, parseLocale } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { type AuthenticatedCustomer, resolveCustomerSession } from './resolve-session.ts';
import type { SessionEvents } from './session-events.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import {
  type HubTicketClaims,
  type HubTicketStore,
  isAnyTicket,
  isStaffClaims,
} from '../../infra/hub/tickets.ts';

export type HubCredentials = {
  /** The Authorization header's bearer token: a session token (negotiate) or a ticket. */
  token: string | null;
  /** `access_token` from the query string: only ever a hub ticket is accepted there. */
  urlToken: string | null;
  fingerprint: string | null;
  /** null: use the customer's stored language. */
  locale: Locale | null;
};

const MAX_FINGERPRINT = 128; // as plugins/request-context.ts caps x-fingerprint

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const clean = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

/**
 * A browser's WebSocket cannot send headers, so the ticket may come in the query string as
 * `access_token` (and fingerprint and language as `fingerprint`, `locale`); a header wins when
 * both are sent. A session token is only ever read from the header (ADR 018). URLs are logged
 * only through redactUrl, which hides `access_token`.
 */
export function hubCredentials(url: URL, headers: IncomingHttpHeaders): HubCredentials {
  const auth = first(headers.authorization);
  const bearer = auth ? (/^Bearer\s+(\S+)$/i.exec(auth)?.[1] ?? null) : null;
  const fingerprint = clean(first(headers[HEADER_FINGERPRINT])) ?? clean(url.searchParams.get('fingerprint'));
  const locale = first(headers[HEADER_LOCALE]) ?? url.searchParams.get('locale');
  return {
    token: bearer,
    urlToken: clean(url.searchParams.get('access_token')),
    fingerprint: fingerprint?.slice(0, MAX_FINGERPRINT) ?? null,
    locale: locale ? parseLocale(locale) : null,
  };
}

/**
 * The customer behind hub credentials, or 401: a live session (checked without extending it:
 * the hub reconnects by itself, which is not customer activity) whose login fingerprint, if it
 * had one, is the one presented now.
 */
export async function authenticateHub(
  db: Kysely<Database>,
  events: SessionEvents,
  creds: HubCredentials,
  meta: RequestMeta,
): Promise<AuthenticatedCustomer> {
  // A ticket is not a session token: negotiate with one is the client's second call, not this.
  if (creds.token && isAnyTicket(creds.token)) throw new AppError('UNAUTHORIZED');
  const customer = await resolveCustomerSession(db, events, creds.token, meta, false);
  if (customer.fingerprint !== null && customer.fingerprint !== creds.fingerprint) {
    throw new AppError('UNAUTHORIZED');
  }
  return customer;
}

/**
 * Cross-site WebSocket hijacking guard for the upgrade: the page's origin must be this site
 * (the Host it called, or PUBLIC_URL). No Origin at all (not a browser) is allowed outside
 * production only.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  opts: { publicUrl: string | undefined; production: boolean },
): boolean {
  if (!origin) return !opts.production;
  let o: URL;
  try {
    o = new URL(origin);
  } catch {
    return false;
  }
  if (opts.publicUrl && o.origin === new URL(opts.publicUrl).origin) return true;
  // Scheme not compared: TLS usually ends at the proxy in front of us.
  return !!host && o.host === host.toLowerCase();
}

/**
 * The connection a ticket opens, or 401: a ticket (from the header, or `access_token` from a
 * browser) used for the first time, within its lifetime, whose session has not ended since.
 * A session token is refused here wherever it comes from, and so is a staff ticket.
 */
export async function redeemHubTicket(
  db: Kysely<Database>,
  tickets: HubTicketStore,
  creds: HubCredentials,
): Promise<HubTicketClaims> {
  const ticket = creds.token ?? creds.urlToken;
  const claims = ticket ? await tickets.redeem(ticket) : null;
  // A staff ticket opens the staff hub only (plugins/staff-hub.ts).
  if (!claims || isStaffClaims(claims)) throw new AppError('UNAUTHORIZED');
  if (claims.sessionId === null) return claims; // a guest: nothing can have ended
  const session = await db
    .selectFrom('customer_session')
    .select('ended_at')
    .where('id', '=', claims.sessionId)
    .executeTakeFirst();
  if (!session || session.ended_at) throw new AppError('UNAUTHORIZED');
  return claims;
}
