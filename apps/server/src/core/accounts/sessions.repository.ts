import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { SessionEndReason } from './session-events.ts';

export type NewSession = {
  id: string;
  customerId: bigint;
  tokenHash: string;
  now: Date;
  ip: string | null;
  userAgent: string | null;
  device: string;
  browser: string;
  fingerprint: string | null;
  /** Withdraw-only (docs/decisions/033-lifting-and-withdraw-only.md). */
  restricted?: boolean;
};

export async function insertSession(db: Kysely<Database>, s: NewSession) {
  await db
    .insertInto('customer_session')
    .values({
      id: s.id,
      customer_id: s.customerId,
      token_hash: s.tokenHash,
      created_at: s.now,
      last_activity_at: s.now,
      ip: s.ip,
      user_agent: s.userAgent,
      device: s.device,
      browser: s.browser,
      fingerprint: s.fingerprint,
      restricted: s.restricted ?? false,
    })
    .execute();
}

/** The session a bearer token belongs to, with the few customer fields every request needs. */
export async function findSessionByTokenHash(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('customer_session as s')
    .innerJoin('customer as c', 'c.id', 's.customer_id')
    .innerJoin('country as k', 'k.id', 'c.country_id')
    .select([
      'k.code as country',
      's.id',
      's.customer_id',
      's.created_at',
      's.last_activity_at',
      's.ended_at',
      's.fingerprint',
      's.restricted',
      'c.username',
      'c.username_key',
      'c.email',
      'c.locale',
    ])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Gives a live session a new token hash (the old token stops working); false when it has ended. */
export async function setSessionTokenHash(db: Kysely<Database>, id: string, tokenHash: string) {
  const row = await db
    .updateTable('customer_session')
    .set({ token_hash: tokenHash })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Moves last activity forward, at most once a minute per session (one write, not one per request). */
export async function touchSession(db: Kysely<Database>, id: string, now: Date, minGapMs: number) {
  await db
    .updateTable('customer_session')
    .set({ last_activity_at: now })
    .where('id', '=', id)
    .where('last_activity_at', '<', new Date(now.getTime() - minGapMs))
    .execute();
}

/**
 * Ends the customer's live sessions that match: all of them, one by id, or all but one.
 * Returns the ids it ended (empty when there was nothing to end).
 */
export async function endSessions(
  db: Kysely<Database>,
  customerId: bigint,
  which: { only?: string; except?: string },
  reason: SessionEndReason,
  now: Date,
): Promise<string[]> {
  let q = db
    .updateTable('customer_session')
    .set({ ended_at: now, end_reason: reason })
    .where('customer_id', '=', customerId)
    .where('ended_at', 'is', null);
  if (which.only) q = q.where('id', '=', which.only);
  if (which.except) q = q.where('id', '<>', which.except);
  const rows = await q.returning('id').execute();
  return rows.map((r) => r.id);
}

export async function listSessions(db: Kysely<Database>, customerId: bigint, limit: number) {
  return db
    .selectFrom('customer_session')
    .select(['id', 'device', 'browser', 'ip', 'created_at', 'last_activity_at', 'ended_at'])
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The player's live sessions become ordinary ones (a lift resumed; docs/decisions/033). */
export async function unrestrictSessions(db: Kysely<Database>, customerId: bigint) {
  await db
    .updateTable('customer_session')
    .set({ restricted: false })
    .where('customer_id', '=', customerId)
    .where('ended_at', 'is', null)
    .where('restricted', '=', true)
    .execute();
}
