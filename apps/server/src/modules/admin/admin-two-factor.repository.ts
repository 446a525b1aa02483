import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

type Db = Kysely<Database>;

export async function findAdminTotp(db: Db, id: bigint) {
  return db
    .selectFrom('admin_user')
    .select(['id', 'username', 'totp_secret', 'totp_pending_secret', 'totp_enrolled_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

export async function setPendingTotpSecret(db: Db, id: bigint, secret: string) {
  await db.updateTable('admin_user').set({ totp_pending_secret: secret }).where('id', '=', id).execute();
}

/** Makes the pending secret the admin's, once; false when another call enrolled first. */
export async function confirmTotpSecret(db: Db, id: bigint, secret: string, step: number, now: Date) {
  const r = await db
    .updateTable('admin_user')
    .set({
      totp_secret: secret,
      totp_pending_secret: null,
      totp_enrolled_at: now,
      totp_last_step: BigInt(step),
      updated_at: now,
    })
    .where('id', '=', id)
    .where('totp_enrolled_at', 'is', null)
    .where('totp_pending_secret', '=', secret)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/**
 * Records `step` as the last one used, only if it is later than the last: the row lock makes
 * two requests with the same code (or two codes of one step) succeed once (RFC 6238 §5.2).
 */
export async function claimTotpStep(db: Db, id: bigint, step: number) {
  const r = await db
    .updateTable('admin_user')
    .set({ totp_last_step: BigInt(step) })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', BigInt(step))]))
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

export async function replaceRecoveryCodes(db: Db, adminId: bigint, hashes: string[], now: Date) {
  await db.deleteFrom('admin_recovery_code').where('admin_id', '=', adminId).execute();
  await db
    .insertInto('admin_recovery_code')
    .values(hashes.map((code_hash) => ({ admin_id: adminId, code_hash, created_at: now, used_at: null })))
    .execute();
}

/** Marks one unused recovery code used; false when there is no such unused code. */
export async function useRecoveryCode(db: Db, adminId: bigint, hash: string, now: Date) {
  const r = await db
    .updateTable('admin_recovery_code')
    .set({ used_at: now })
    .where('admin_id', '=', adminId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

export async function insertChallenge(
  db: Db,
  adminId: bigint,
  tokenHash: string,
  now: Date,
  expiresAt: Date,
) {
  // One live challenge per admin: a new password login replaces the previous step.
  await db.deleteFrom('admin_login_challenge').where('admin_id', '=', adminId).execute();
  await db
    .insertInto('admin_login_challenge')
    .values({ admin_id: adminId, token_hash: tokenHash, created_at: now, expires_at: expiresAt })
    .execute();
}

export async function findChallenge(db: Db, tokenHash: string, now: Date) {
  return db
    .selectFrom('admin_login_challenge as c')
    .innerJoin('admin_user as a', 'a.id', 'c.admin_id')
    .select(['c.id', 'a.id as adminId', 'a.username', 'a.totp_secret'])
    .where('c.token_hash', '=', tokenHash)
    .where('c.expires_at', '>', now)
    .executeTakeFirst();
}

/** Single use: true for the one caller that deleted it. */
export async function consumeChallenge(db: Db, id: bigint) {
  const r = await db.deleteFrom('admin_login_challenge').where('id', '=', id).executeTakeFirst();
  return r.numDeletedRows === 1n;
}
