import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../app-error.ts';
import { audit } from '../audit.ts';
import { clock } from '../clock.ts';
import type { RequestMeta } from '../request-meta.ts';
import { hashToken } from '../secrets.ts';
import { sessionPolicy } from '../site-options.ts';
import type { SessionEvents } from './session-events.ts';
import { closeSessions } from './sessions.ts';
import { findSessionByTokenHash, touchSession } from './sessions.repository.ts';

export type AuthenticatedCustomer = {
  id: bigint;
  sessionId: string;
  username: string;
  usernameKey: string;
  email: string;
  locale: 'tr' | 'en';
  /** x-fingerprint at login; the real-time hub requires the same one (null: none was sent). */
  fingerprint: string | null;
};

/** Last activity is written at most this often: a 60-s slack on the idle timeout, far fewer writes. */
export const TOUCH_INTERVAL_MS = 60_000;

/**
 * The customer behind a bearer token, or 401. Idle and absolute limits are checked against the
 * site's current options, so a stricter setting applies to open sessions at once. `touch`
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
  const s = await findSessionByTokenHash(db, hashToken(token));
  if (!s || s.ended_at) throw new AppError('UNAUTHORIZED');

  const now = clock.now();
  const policy = await sessionPolicy(db);
  const age = now.getTime() - s.created_at.getTime();
  const idle = now.getTime() - s.last_activity_at.getTime();
  const reason = age >= policy.absoluteMs ? 'expired' : idle >= policy.idleMs ? 'idle' : null;
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
  if (touch) await touchSession(db, s.id, now, TOUCH_INTERVAL_MS);
  return {
    id: s.customer_id,
    sessionId: s.id,
    username: s.username,
    usernameKey: s.username_key,
    email: s.email,
    locale: s.locale,
    fingerprint: s.fingerprint,
  };
}
