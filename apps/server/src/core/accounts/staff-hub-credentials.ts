import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Hub } from '../../infra/hub/hub.ts';
import {
  type HubTicketStore,
  type StaffTicketClaims,
  isAnyTicket,
  isStaffClaims,
} from '../../infra/hub/tickets.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { ADMIN_SESSION_LIMITS, type AuthenticatedAdmin, resolveAdminSession } from './admin-sessions.ts';
import type { HubCredentials } from './hub-credentials.ts';
import { permissionsOf } from './staff-permissions.ts';

const BATCH = 1_000;

/**
 * The staff member behind the staff hub's first negotiate: a live, fully signed-in admin
 * session (checked without extending it) whose roles give at least one permission. A ticket
 * is not a session token, and a customer's token is not found among admin sessions.
 */
export async function authenticateStaffHub(
  db: Kysely<Database>,
  token: string | null,
): Promise<AuthenticatedAdmin> {
  if (!token || isAnyTicket(token)) throw new AppError('UNAUTHORIZED');
  const admin = await resolveAdminSession(db, token, false);
  if (admin.stage !== 'full') throw new AppError('ADMIN_TWO_FACTOR_REQUIRED');
  if ((await permissionsOf(db, admin.id)).size === 0) throw new AppError('FORBIDDEN');
  return admin;
}

/**
 * The staff connection a ticket opens, or 401: a staff ticket (header, or `access_token` from
 * a browser) used for the first time, within its lifetime, whose session is still good. Player
 * tickets and any session token are refused (docs/decisions/018-hub-tickets-and-several-processes.md).
 */
export async function redeemStaffTicket(
  db: Kysely<Database>,
  tickets: HubTicketStore,
  creds: HubCredentials,
): Promise<StaffTicketClaims> {
  const ticket = creds.token ?? creds.urlToken;
  const claims = ticket ? await tickets.redeem(ticket) : null;
  if (!claims || !isStaffClaims(claims)) throw new AppError('UNAUTHORIZED');
  if ((await staffSessionsOver(db, [claims.sessionId])).length) throw new AppError('UNAUTHORIZED');
  return claims;
}

/**
 * Of these admin sessions, the ones that may no longer hold a staff socket: gone, ended
 * (logout, new password), past the admin timeouts, not fully signed in, or whose staff member
 * has no permission left (roles taken away).
 */
export async function staffSessionsOver(db: Kysely<Database>, sessionIds: string[]): Promise<string[]> {
  if (!sessionIds.length) return [];
  const rows = await db
    .selectFrom('admin_session')
    .select(['id', 'admin_id', 'created_at', 'last_activity_at', 'ended_at', 'stage'])
    .where('id', 'in', sessionIds)
    .execute();
  const now = clock.ms();
  const found = new Map(rows.map((r) => [r.id, r]));
  const allowed = new Map<bigint, boolean>();
  const over: string[] = [];
  for (const id of sessionIds) {
    const s = found.get(id);
    if (
      !s ||
      s.ended_at ||
      s.stage !== 'full' ||
      now - s.created_at.getTime() >= ADMIN_SESSION_LIMITS.absoluteMs ||
      now - s.last_activity_at.getTime() >= ADMIN_SESSION_LIMITS.idleMs
    ) {
      over.push(id);
      continue;
    }
    let ok = allowed.get(s.admin_id);
    if (ok === undefined) allowed.set(s.admin_id, (ok = (await permissionsOf(db, s.admin_id)).size > 0));
    if (!ok) over.push(id);
  }
  return over;
}

/**
 * A socket makes no requests, so nothing would notice its session ending by timeout, by a
 * change made on another process whose message was lost, or by roles taken away: run with
 * the players' sweep (plugins/hub.ts). Returns how many sessions' sockets it closed.
 */
export async function sweepStaffHubSessions(db: Kysely<Database>, hub: Hub): Promise<number> {
  const ids = [...hub.staff.sessions().keys()];
  let swept = 0;
  for (let i = 0; i < ids.length; i += BATCH) {
    const over = await staffSessionsOver(db, ids.slice(i, i + BATCH));
    await hub.endStaff(over);
    swept += over.length;
  }
  return swept;
}
