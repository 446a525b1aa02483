import type { SessionHistoryItem } from '@lalebet/shared';
import {
  type AccountsContext,
  type AuthenticatedCustomer,
  closeSessions,
  listSessions,
} from '../../core/accounts/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../core/audit.ts';

const HISTORY_LENGTH = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The customer's own sessions, newest first (ASVS 7.5.2, PA 812a.9(a)(5)). */
export async function sessionHistory(
  ctx: AccountsContext,
  who: AuthenticatedCustomer,
): Promise<SessionHistoryItem[]> {
  const rows = await listSessions(ctx.db, who.id, HISTORY_LENGTH);
  return rows.map((r) => ({
    id: r.id,
    device: r.device,
    browser: r.browser,
    ip: r.ip,
    createdAt: r.created_at.toISOString(),
    lastSeenAt: r.last_activity_at.toISOString(),
    endedAt: r.ended_at?.toISOString() ?? null,
    current: r.id === who.sessionId,
  }));
}

/**
 * Ends one of the customer's own sessions, or all the others. Another customer's session id
 * is answered as not found, exactly like an id that does not exist (no object-level leak).
 */
export async function endSession(
  ctx: AccountsContext,
  who: AuthenticatedCustomer,
  target: { id: string } | { all: true },
): Promise<number> {
  let ended: string[];
  if ('id' in target) {
    if (!UUID.test(target.id)) throw new AppError('NOT_FOUND');
    ended = await closeSessions(ctx.db, ctx.events, who.id, { only: target.id }, 'ended_by_customer');
    if (!ended.length) throw new AppError('NOT_FOUND');
  } else {
    ended = await closeSessions(ctx.db, ctx.events, who.id, { except: who.sessionId }, 'ended_by_customer');
  }
  for (const id of ended) {
    await audit(ctx.db, {
      actor: { kind: 'customer', id: who.id },
      event: 'session_ended',
      meta: ctx.meta,
      details: { sessionId: id, reason: 'ended_by_customer' },
    });
  }
  return ended.length;
}
