import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../app-error.ts';
import { clock } from '../clock.ts';
import type { RequestMeta } from '../request-meta.ts';
import { hashToken, newToken } from '../secrets.ts';
import { sessionPolicy } from '../site-options.ts';
import { TOUCH_INTERVAL_MS } from './resolve-session.ts';

export type AuthenticatedAdmin = { id: bigint; sessionId: string; username: string };

export async function openAdminSession(db: Kysely<Database>, adminId: bigint, meta: RequestMeta) {
  const token = newToken();
  const now = clock.now();
  await db
    .insertInto('admin_session')
    .values({
      id: randomUUID(),
      admin_id: adminId,
      token_hash: hashToken(token),
      created_at: now,
      last_activity_at: now,
      ip: meta.ip,
      user_agent: meta.userAgent,
    })
    .execute();
  return token;
}

/** The back-office user behind a bearer token (admin tokens only), with the same timeouts as customers. */
export async function resolveAdminSession(
  db: Kysely<Database>,
  token: string | null,
): Promise<AuthenticatedAdmin> {
  if (!token) throw new AppError('UNAUTHORIZED');
  const s = await db
    .selectFrom('admin_session as s')
    .innerJoin('admin_user as a', 'a.id', 's.admin_id')
    .select(['s.id', 's.admin_id', 's.created_at', 's.last_activity_at', 's.ended_at', 'a.username'])
    .where('s.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!s || s.ended_at) throw new AppError('UNAUTHORIZED');
  const now = clock.now();
  const policy = await sessionPolicy(db);
  if (
    now.getTime() - s.created_at.getTime() >= policy.absoluteMs ||
    now.getTime() - s.last_activity_at.getTime() >= policy.idleMs
  ) {
    await db.updateTable('admin_session').set({ ended_at: now }).where('id', '=', s.id).execute();
    throw new AppError('SESSION_EXPIRED');
  }
  await db
    .updateTable('admin_session')
    .set({ last_activity_at: now })
    .where('id', '=', s.id)
    .where('last_activity_at', '<', new Date(now.getTime() - TOUCH_INTERVAL_MS))
    .execute();
  return { id: s.admin_id, sessionId: s.id, username: s.username };
}

export async function endAdminSession(db: Kysely<Database>, sessionId: string) {
  await db
    .updateTable('admin_session')
    .set({ ended_at: clock.now() })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .execute();
}
