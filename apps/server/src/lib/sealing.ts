import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets at rest: AES-256-GCM with a key from PAYOUT_DATA_KEYS, the key id stored beside each
 * ciphertext so old rows stay readable after a rotation
 * (docs/decisions/015-withdrawal-step-up-and-payout-details.md). The associated data is
 * `<purpose>:<subject>`: a ciphertext copied onto another owner, or read as another kind of
 * secret, does not open. Payout details and back-office TOTP secrets
 * (docs/decisions/014-staff-two-factor.md) share the keyring.
 */
export type SealingKey = { id: string; key: Buffer };
/** The first key encrypts; every key decrypts. */
export type Keyring = readonly [SealingKey, ...SealingKey[]];
export type Sealed = { keyId: string; ciphertext: string };
/** What a sealed value is; bound into its associated data. */
export type SealPurpose = 'payout' | 'admin-totp';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** `id:base64key` pairs separated by commas; each key must be 32 bytes. Throws naming the bad pair. */
export function parseSealingKeys(raw: string): Keyring {
  const keys = raw.split(',').map((pair) => {
    const [id, b64, extra] = pair.trim().split(':');
    if (!id || !b64 || extra !== undefined || !/^[A-Za-z0-9_-]{1,32}$/.test(id)) {
      throw new Error('each entry must be id:base64key, the id made of letters, digits, _ or -');
    }
    const key = Buffer.from(b64, 'base64');
    if (key.length !== 32) throw new Error(`key "${id}" must be 32 bytes in base64`);
    return { id, key };
  });
  if (new Set(keys.map((k) => k.id)).size !== keys.length) throw new Error('key ids must be unique');
  return keys as unknown as Keyring;
}

const aad = (purpose: SealPurpose, subject: string) => Buffer.from(`${purpose}:${subject}`, 'utf8');

/** Seals `plain` with the first key, a fresh 96-bit IV each time. */
export function seal(keys: Keyring, purpose: SealPurpose, subject: string, plain: string): Sealed {
  const { id, key } = keys[0];
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad(purpose, subject));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return { keyId: id, ciphertext: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64') };
}

/** Opens with the key named by `sealed.keyId`; throws when it is not configured or the data was altered. */
export function unseal(keys: Keyring, purpose: SealPurpose, subject: string, sealed: Sealed): string {
  const entry = keys.find((k) => k.id === sealed.keyId);
  if (!entry) throw new Error(`data key "${sealed.keyId}" is not configured`);
  const raw = Buffer.from(sealed.ciphertext, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', entry.key, raw.subarray(0, IV_BYTES));
  decipher.setAAD(aad(purpose, subject));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}
