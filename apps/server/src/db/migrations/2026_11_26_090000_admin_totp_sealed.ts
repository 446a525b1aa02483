import type { Kysely } from 'kysely';

/**
 * Back-office TOTP secrets sealed at rest (docs/decisions/014-staff-two-factor.md): the id of
 * the key that sealed `totp_secret` and `totp_pending_secret`, which then hold AES-256-GCM
 * ciphertext. A secret without a key id is one stored in clear before this change; a migration
 * has no key, so the server seals those at start (modules/admin/legacy-totp-secrets.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('admin_user')
    .addColumn('totp_secret_key_id', 'text')
    .addColumn('totp_pending_key_id', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  // Sealed secrets cannot be read without their key id: clear them (the admins enrol again).
  await db
    .updateTable('admin_user')
    .set({ totp_secret: null, totp_pending_secret: null, totp_enrolled_at: null, totp_last_step: null })
    .where('totp_secret_key_id', 'is not', null)
    .execute();
  await db.schema
    .alterTable('admin_user')
    .dropColumn('totp_secret_key_id')
    .dropColumn('totp_pending_key_id')
    .execute();
}
