import { sessionCacheOf } from './session-cache.ts';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import { hashToken, newToken } from '../../lib/secrets.ts';
import { parseUserAgent } from '../../lib/user-agent.ts';
import type { SessionEndReason, SessionEvents } from './session-events.ts';
import { AppError } from '../../lib/app-error.ts';
import { endSessions, insertSession, setSessionTokenHash } from './sessions.repository.ts';

/** Opens a session for a customer who just proved who they are; the token is returned once and never stored. */
export async function openSession(
  db: Kysely<Database>,
  customerId: bigint,
  meta: RequestMeta,
  opts: { restricted?: boolean } = {},
) {
  const token = newToken();
  const id = randomUUID();
  const { device, browser } = parseUserAgent(meta.userAgent);
  await insertSession(db, {
    id,
    customerId,
    tokenHash: hashToken(token),
    now: clock.now(),
    ip: meta.ip,
    userAgent: meta.userAgent,
    device,
    browser,
    fingerprint: meta.fingerprint,
    restricted: opts.restricted ?? false,
  });
  return { id, token };
}

/**
 * A new token for the same session (ASVS 7.2.4, after a password change): the old token gets
 * 401 from now on, while the session keeps its id, its sockets and its absolute timeout.
 */
export async function rotateSessionToken(db: Kysely<Database>, sessionId: string): Promise<string> {
  const token = newToken();
  if (!(await setSessionTokenHash(db, sessionId, hashToken(token)))) throw new AppError('UNAUTHORIZED');
  // Here at once; other processes on the database's notice (docs/decisions/019-hot-path-caches.md).
  sessionCacheOf(db)?.dropSessions([sessionId]);
  return token;
}

/** Ends sessions and tells the real-time hub, so open sockets close with them. */
export async function closeSessions(
  db: Kysely<Database>,
  events: SessionEvents,
  customerId: bigint,
  which: { only?: string; except?: string },
  reason: SessionEndReason,
): Promise<string[]> {
  const ended = await endSessions(db, customerId, which, reason, clock.now());
  if (ended.length) events.emit('ended', { customerId, sessionIds: ended, reason });
  return ended;
}
