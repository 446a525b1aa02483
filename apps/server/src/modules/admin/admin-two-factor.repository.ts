import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Sealed } from '../../lib/sealing.ts';

type Db = Kysely<Database>;

export async function findAdminTotp(db: Db, id: bigint) {
  return db
    .selectFrom('admin_user')
    .select([
      'id',
      'username',
      'totp_secret',
      'totp_secret_key_id',
      'totp_pending_secret',
      'totp_pending_key_id',
      'totp_enrolled_at',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

export async function setPendingTotpSecret(db: Db, id: bigint, sealed: Sealed) {
  await db
    .updateTable('admin_user')
    .set({ totp_pending_secret: sealed.ciphertext, totp_pending_key_id: sealed.keyId })
    .where('id', '=', id)
    .execute();
}

/**
 * Makes the pending secret the admin's, once, if it is still the one read (`pending.value`);
 * false when another call enrolled first. Both columns seal under the same associated data, so
 * the pending ciphertext moves as it is.
 */
export async function confirmTotpSecret(
  db: Db,
  id: bigint,
  pending: { value: string },
  sealed: Sealed,
  step: number,
  now: Date,
) {
  const r = await db
    .updateTable('admin_user')
    .set({
      totp_secret: sealed.ciphertext,
      totp_secret_key_id: sealed.keyId,
      totp_pending_secret: null,
      totp_pending_key_id: null,
      totp_enrolled_at: now,
      totp_last_step: BigInt(step),
      updated_at: now,
    })
    .where('id', '=', id)
    .where('totp_enrolled_at', 'is', null)
    .where('totp_pending_secret', '=', pending.value)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/** Admins with a TOTP secret (enrolled or pending) in clear or sealed by another key than `keyId`. */
export async function findTotpSecretsToSeal(db: Db, keyId: string) {
  return db
    .selectFrom('admin_user')
    .select(['id', 'totp_secret', 'totp_secret_key_id', 'totp_pending_secret', 'totp_pending_key_id'])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('totp_secret', 'is not', null),
          eb.or([eb('totp_secret_key_id', 'is', null), eb('totp_secret_key_id', '<>', keyId)]),
        ]),
        eb.and([
          eb('totp_pending_secret', 'is not', null),
          eb.or([eb('totp_pending_key_id', 'is', null), eb('totp_pending_key_id', '<>', keyId)]),
        ]),
      ]),
    )
    .execute();
}

/**
 * Replaces one stored secret by its sealed form, only if it is still the value read: a process
 * starting at the same moment, or an enrolment in between, wins and is left alone.
 */
export async function replaceTotpSecret(
  db: Db,
  id: bigint,
  which: 'active' | 'pending',
  was: { value: string; keyId: string | null },
  sealed: Sealed,
) {
  const [value, keyId] =
    which === 'active'
      ? (['totp_secret', 'totp_secret_key_id'] as const)
      : (['totp_pending_secret', 'totp_pending_key_id'] as const);
  const r = await db
    .updateTable('admin_user')
    .set({ [value]: sealed.ciphertext, [keyId]: sealed.keyId })
    .where('id', '=', id)
    .where(value, '=', was.value)
    .where(keyId, was.keyId === null ? 'is' : '=', was.keyId)
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
    .select(['c.id', 'a.id as adminId', 'a.username', 'a.totp_secret', 'a.totp_secret_key_id'])
    .where('c.token_hash', '=', tokenHash)
    .where('c.expires_at', '>', now)
    .executeTakeFirst();
}

/** Single use: true for the one caller that deleted it. */
export async function consumeChallenge(db: Db, id: bigint) {
  const r = await db.deleteFrom('admin_login_challenge').where('id', '=', id).executeTakeFirst();
  return r.numDeletedRows === 1n;
}
