import type { LogoutReason } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { SessionEvents } from './session-events.ts';
import { closeSessions } from './sessions.ts';
import { countPlay } from '../protection/session-limit.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../audit.ts';
import { clock } from '../../lib/clock.ts';
import { sessionPolicy } from '../site-options.ts';
import type { Hub } from '../../infra/hub/hub.ts';

const BATCH = 1_000;

/**
 * Sessions expire lazily (on their next request), and a socket makes no requests: this finds
 * the sessions behind this process's connections that are over. Expired ones are ended the
 * usual way (their 'ended' event makes every process send Logout and close); ones ended
 * elsewhere whose event never reached us (a Redis outage) are closed here. Returns how many.
 */
export async function sweepHubSessions(
  db: Kysely<Database>,
  events: SessionEvents,
  hub: Hub,
): Promise<number> {
  const live = hub.registry.sessions();
  if (!live.size) return 0;
  const policy = await sessionPolicy(db);
  const now = clock.ms();
  const ids = [...live.keys()];
  let swept = 0;
  const playing = new Set<bigint>();
  for (let i = 0; i < ids.length; i += BATCH) {
    const batch = ids.slice(i, i + BATCH);
    const rows = await db
      .selectFrom('customer_session')
      .select(['id', 'customer_id', 'created_at', 'last_activity_at', 'ended_at', 'end_reason'])
      .where('id', 'in', batch)
      .execute();
    const found = new Set(rows.map((r) => r.id));
    for (const id of batch) {
      if (!found.has(id)) await hub.endSessions(live.get(id)!, [id], 'ended_by_customer');
    }
    for (const s of rows) {
      if (s.ended_at) {
        await hub.endSessions(s.customer_id, [s.id], (s.end_reason ?? 'logout') as LogoutReason);
        swept++;
        continue;
      }
      const reason =
        now - s.created_at.getTime() >= policy.absoluteMs
          ? 'expired'
          : now - s.last_activity_at.getTime() >= policy.idleMs
            ? 'idle'
            : null;
      if (!reason) {
        playing.add(s.customer_id);
        continue;
      }
      const ended = await closeSessions(db, events, s.customer_id, { only: s.id }, reason);
      if (ended.length) {
        swept++;
        await audit(db, {
          actor: { kind: 'customer', id: s.customer_id },
          event: 'session_ended',
          meta: null,
          details: { sessionId: s.id, reason },
        });
      }
    }
    swept += batch.length - found.size;
  }
  // A connected tab is time logged in, for the session-time limit even without requests
  // (docs/decisions/025-exclusions-and-sessions.md); reaching it ends the sessions.
  for (const customerId of playing) {
    await countPlay(db, events, customerId, clock.now()).catch((err: unknown) => {
      if (!(err instanceof AppError && err.code === 'SESSION_LIMIT')) throw err;
    });
  }
  return swept;
}
