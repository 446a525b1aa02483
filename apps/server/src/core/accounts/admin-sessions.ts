import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { HOUR_MS, MINUTE_MS, clock } from '../../lib/clock.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import { hashToken, newToken } from '../../lib/secrets.ts';
import { TOUCH_INTERVAL_MS } from './resolve-session.ts';

/** 'enrol' sessions may only enrol TOTP (docs/decisions/014-staff-two-factor.md). */
export type AdminSessionStage = 'enrol' | 'full';
export type AuthenticatedAdmin = {
  id: bigint;
  sessionId: string;
  username: string;
  stage: AdminSessionStage;
  /** Until when this session is stepped up (docs/decisions/030-four-eyes-adjustments.md). */
  stepUpUntil: Date | null;
};

/**
 * Back-office timeouts, shorter than the customers' and independent of the site options: an
 * admin can move money (OWASP Session Management: 15 min idle, an office day absolute).
 */
export const ADMIN_SESSION_LIMITS = { idleMs: 15 * MINUTE_MS, absoluteMs: 8 * HOUR_MS } as const;

export async function openAdminSession(
  db: Kysely<Database>,
  adminId: bigint,
  meta: RequestMeta,
  stage: AdminSessionStage = 'full',
) {
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
      stage,
    })
    .execute();
  return token;
}

/**
 * The back-office user behind a bearer token (admin tokens only), with the admin timeouts.
 * `touch: false` checks without extending: the staff hub reconnecting is not staff activity.
 */
export async function resolveAdminSession(
  db: Kysely<Database>,
  token: string | null,
  touch = true,
): Promise<AuthenticatedAdmin> {
  if (!token) throw new AppError('UNAUTHORIZED');
  const s = await db
    .selectFrom('admin_session as s')
    .innerJoin('admin_user as a', 'a.id', 's.admin_id')
    .select([
      's.id',
      's.admin_id',
      's.created_at',
      's.last_activity_at',
      's.ended_at',
      's.stage',
      's.step_up_until',
      'a.username',
      'a.disabled_at',
    ])
    .where('s.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  // A disabled account keeps no session (docs/decisions/044-staff-lifecycle.md), even one that
  // outlived the update ending them.
  if (!s || s.ended_at || s.disabled_at) throw new AppError('UNAUTHORIZED');
  const now = clock.now();
  if (
    now.getTime() - s.created_at.getTime() >= ADMIN_SESSION_LIMITS.absoluteMs ||
    now.getTime() - s.last_activity_at.getTime() >= ADMIN_SESSION_LIMITS.idleMs
  ) {
    await db.updateTable('admin_session').set({ ended_at: now }).where('id', '=', s.id).execute();
    throw new AppError('SESSION_EXPIRED');
  }
  if (touch)
    await db
      .updateTable('admin_session')
      .set({ last_activity_at: now })
      .where('id', '=', s.id)
      .where('last_activity_at', '<', new Date(now.getTime() - TOUCH_INTERVAL_MS))
      .execute();
  return {
    id: s.admin_id,
    sessionId: s.id,
    username: s.username,
    stage: s.stage,
    stepUpUntil: s.step_up_until,
  };
}

export async function endAdminSession(db: Kysely<Database>, sessionId: string) {
  await db
    .updateTable('admin_session')
    .set({ ended_at: clock.now() })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .execute();
}

/** Ends every open session of one admin (password set, recovery at start); returns how many. */
export async function endAllAdminSessions(db: Kysely<Database>, adminId: bigint): Promise<number> {
  const ended = await db
    .updateTable('admin_session')
    .set({ ended_at: clock.now() })
    .where('admin_id', '=', adminId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(ended.numUpdatedRows);
}

/**
 * An 'enrol' session is replaced by a full one with a NEW token once its admin has confirmed a
 * first TOTP code (ASVS 7.2.4, docs/decisions/044-staff-lifecycle.md): the enrolment token,
 * known before the second factor existed, never opens the back office. Returns the new token;
 * refuses a session that ended meanwhile.
 */
export async function promoteAdminSession(
  db: Kysely<Database>,
  adminId: bigint,
  sessionId: string,
  meta: RequestMeta,
): Promise<string> {
  const ended = await db
    .updateTable('admin_session')
    .set({ ended_at: clock.now() })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  if (ended.numUpdatedRows !== 1n) throw new AppError('UNAUTHORIZED');
  return openAdminSession(db, adminId, meta, 'full');
}

/** Marks a live session stepped up until `until`; false when the session has ended meanwhile. */
export async function stepUpAdminSession(db: Kysely<Database>, sessionId: string, until: Date) {
  const r = await db
    .updateTable('admin_session')
    .set({ step_up_until: until })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}
