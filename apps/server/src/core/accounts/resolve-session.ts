import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../audit.ts';
import { clock } from '../../lib/clock.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import { hashToken } from '../../lib/secrets.ts';
import { type SessionPolicy, sessionPolicy } from '../site-options.ts';
import { type SessionRow, sessionCacheOf } from './session-cache.ts';
import type { SessionEvents } from './session-events.ts';
import { closeSessions } from './sessions.ts';
import { findSessionByTokenHash, touchSession } from './sessions.repository.ts';
import { countPlay } from '../protection/session-limit.ts';

export type AuthenticatedCustomer = {
  id: bigint;
  sessionId: string;
  username: string;
  usernameKey: string;
  email: string;
  locale: 'tr' | 'en';
  /** The ISO code of the country declared at sign-up (the country gate, ADR 027). */
  country: string;
  /** x-fingerprint at login; the real-time hub requires the same one (null: none was sent). */
  fingerprint: string | null;
  /**
   * Opened during a time-out or self-exclusion: only the withdraw-only routes answer while a
   * block lasts (core/protection/withdraw-only.ts).
   */
  restricted: boolean;
};

/** Last activity is written at most this often: a 60-s slack on the idle timeout, far fewer writes. */
export const TOUCH_INTERVAL_MS = 60_000;

/**
 * The customer behind a bearer token, or 401. Idle and absolute limits are checked against the
 * site's current options, so a stricter setting applies to open sessions at once. Live sessions
 * are served from this process's cache (session-cache.ts; no database round trip). `touch`
 * is false for calls the web makes on its own (the 10-s balance poll), which must not keep an
 * idle session alive.
 */
export async function resolveCustomerSession(
  db: Kysely<Database>,
  events: SessionEvents,
  token: string | null,
  meta: RequestMeta,
  touch: boolean,
): Promise<AuthenticatedCustomer> {
  if (!token) throw new AppError('UNAUTHORIZED');
  const tokenHash = hashToken(token);
  const cache = sessionCacheOf(db);
  const now = clock.now();
  const policy = await sessionPolicy(db);
  let s = cache?.get(tokenHash);
  // A cached copy may be behind on activity seen by another process: only the database ends it.
  if (s && endReason(s, now, policy)) s = undefined;
  if (!s) {
    const generation = cache?.generation ?? 0;
    s = await findSessionByTokenHash(db, tokenHash);
    if (!s || s.ended_at) throw new AppError('UNAUTHORIZED');
    const reason = endReason(s, now, policy);
    if (reason) {
      const ended = await closeSessions(db, events, s.customer_id, { only: s.id }, reason);
      if (ended.length) {
        await audit(db, {
          actor: { kind: 'customer', id: s.customer_id },
          event: 'session_ended',
          meta,
          details: { sessionId: s.id, reason },
        });
      }
      throw new AppError('SESSION_EXPIRED');
    }
    cache?.set(tokenHash, s, generation);
  }
  if (touch && now.getTime() - s.last_activity_at.getTime() >= TOUCH_INTERVAL_MS) {
    await touchSession(db, s.id, now, TOUCH_INTERVAL_MS);
    s.last_activity_at = now;
    // Play time for the session-time limit (docs/decisions/025-exclusions-and-sessions.md).
    await countPlay(db, events, s.customer_id, now);
  }
  return {
    id: s.customer_id,
    sessionId: s.id,
    username: s.username,
    usernameKey: s.username_key,
    email: s.email,
    locale: s.locale,
    country: s.country,
    fingerprint: s.fingerprint,
    restricted: s.restricted,
  };
}

function endReason(s: SessionRow, now: Date, policy: SessionPolicy): 'expired' | 'idle' | null {
  const age = now.getTime() - s.created_at.getTime();
  const idle = now.getTime() - s.last_activity_at.getTime();
  return age >= policy.absoluteMs ? 'expired' : idle >= policy.idleMs ? 'idle' : null;
}
