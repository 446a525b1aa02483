import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { blockError } from './exclusions.ts';
import type { SessionEvents } from '../accounts/session-events.ts';
import { closeSessions } from '../accounts/sessions.ts';
import { audit } from '../audit.ts';
import { playDay, recordPlay, sessionLimitMinutes } from './session-time.ts';
import { expireGameLaunches } from './session-end.ts';

/**
 * docs/rules.md R18: counts the player's activity (called where a session's activity is written, at most
 * once a minute per session) and, once the day's session-time limit is reached, ends every
 * session with reason session_limit and refuses this request SESSION_LIMIT. Login stays refused
 * until the day ends (exclusions.ts playBlock).
 */
export async function countPlay(
  db: Kysely<Database>,
  events: SessionEvents,
  customerId: bigint,
  now: Date,
): Promise<void> {
  const seconds = await recordPlay(db, customerId, now);
  const limit = await sessionLimitMinutes(db, customerId);
  if (limit === null || seconds < limit * 60) return;
  await expireGameLaunches(db, customerId);
  const ended = await closeSessions(db, events, customerId, {}, 'session_limit');
  const until = playDay(now).endsAt.toISOString();
  if (ended.length) {
    await audit(db, {
      actor: { kind: 'system', id: null },
      event: 'rg_limit_reached',
      meta: null,
      details: { customerId: String(customerId), kind: 'session', minutes: limit, until },
    });
  }
  throw blockError({ code: 'SESSION_LIMIT', kind: 'session', until });
}
