import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { type Keyring, type Sealed, seal, unseal } from '../../lib/sealing.ts';
import { findTotpSecretsToSeal, replaceTotpSecret } from './admin-two-factor.repository.ts';

/**
 * Back-office TOTP secrets at rest (docs/decisions/014-staff-two-factor.md): sealed with the
 * PAYOUT_DATA_KEYS keyring under the purpose 'admin-totp' and the admin's id, so a secret
 * copied onto another admin does not open. A database dump alone gives no one the codes.
 */
export function sealTotpSecret(keys: Keyring, adminId: bigint, secret: string): Sealed {
  return seal(keys, 'admin-totp', String(adminId), secret);
}

/** The base32 secret; a row without a key id is one stored in clear before sealing. */
export function openTotpSecret(
  keys: Keyring,
  adminId: bigint,
  stored: { value: string; keyId: string | null },
): string {
  if (stored.keyId === null) return stored.value;
  return unseal(keys, 'admin-totp', String(adminId), { keyId: stored.keyId, ciphertext: stored.value });
}

/**
 * Run at start: seals secrets still in clear (rows from before sealing; a migration has no key)
 * and re-seals those of a key that is no longer first, so after a rotation and a restart the
 * old key can be dropped. A few rows at most; idempotent; safe in parallel processes.
 */
export async function sealTotpSecretsAtStart(db: Kysely<Database>, keys: Keyring) {
  let sealed = 0;
  // Sealed by a key no longer configured: that admin's codes cannot be checked (the second
  // step fails as a server error) until the key is put back or the TOTP columns are cleared.
  const unreadable: string[] = [];
  for (const row of await findTotpSecretsToSeal(db, keys[0].id)) {
    const pairs = [
      ['active', row.totp_secret, row.totp_secret_key_id],
      ['pending', row.totp_pending_secret, row.totp_pending_key_id],
    ] as const;
    for (const [which, value, keyId] of pairs) {
      if (value === null || keyId === keys[0].id) continue;
      const was = { value, keyId };
      if (keyId !== null && !keys.some((k) => k.id === keyId)) {
        unreadable.push(row.id.toString());
        continue;
      }
      const again = sealTotpSecret(keys, row.id, openTotpSecret(keys, row.id, was));
      if (await replaceTotpSecret(db, row.id, which, was, again)) sealed++;
    }
  }
  return { sealed, unreadable };
}
