import type { IncomingHttpHeaders } from 'node:http';
import { HEADER_FINGERPRINT, HEADER_LOCALE, type Locale, parseLocale } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { type AuthenticatedCustomer, resolveCustomerSession } from '../accounts/resolve-session.ts';
import type { SessionEvents } from '../accounts/session-events.ts';
import { AppError } from '../app-error.ts';
import type { RequestMeta } from '../request-meta.ts';

export type HubCredentials = {
  token: string | null;
  fingerprint: string | null;
  /** null: use the customer's stored language. */
  locale: Locale | null;
};

const MAX_FINGERPRINT = 128; // as plugins/request-context.ts caps x-fingerprint

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const clean = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

/**
 * A browser's WebSocket cannot send headers, so the token, fingerprint and language may come in
 * the query string (`access_token`, `fingerprint`, `locale`); a header wins when both are sent.
 * URLs are logged only through redactUrl, which hides `access_token`.
 */
export function hubCredentials(url: URL, headers: IncomingHttpHeaders): HubCredentials {
  const auth = first(headers.authorization);
  const bearer = auth ? (/^Bearer\s+(\S+)$/i.exec(auth)?.[1] ?? null) : null;
  const fingerprint = clean(first(headers[HEADER_FINGERPRINT])) ?? clean(url.searchParams.get('fingerprint'));
  const locale = first(headers[HEADER_LOCALE]) ?? url.searchParams.get('locale');
  return {
    token: bearer ?? clean(url.searchParams.get('access_token')),
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
