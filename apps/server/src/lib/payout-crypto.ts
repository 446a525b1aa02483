import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Payout destinations (IBANs, wallet addresses) at rest: AES-256-GCM with a key from
 * PAYOUT_DATA_KEYS, the key id stored beside each ciphertext so old rows stay readable after a
 * rotation (docs/decisions/015-withdrawal-step-up-and-payout-details.md). The associated data
 * binds a ciphertext to its owner and kind: a row copied onto another customer does not decrypt.
 */
export type PayoutKey = { id: string; key: Buffer };
/** The first key encrypts; every key decrypts and is tried for look-ups. */
export type PayoutKeyring = readonly [PayoutKey, ...PayoutKey[]];
export type Sealed = { keyId: string; ciphertext: string };

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** `id:base64key` pairs separated by commas; each key must be 32 bytes. Throws naming the bad pair. */
export function parsePayoutKeys(raw: string): PayoutKeyring {
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
  return keys as unknown as PayoutKeyring;
}

export function seal(keys: PayoutKeyring, plain: string, context: string): Sealed {
  const { id, key } = keys[0];
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return { keyId: id, ciphertext: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64') };
}

export function unseal(keys: PayoutKeyring, sealed: Sealed, context: string): string {
  const entry = keys.find((k) => k.id === sealed.keyId);
  if (!entry) throw new Error(`payout data key "${sealed.keyId}" is not configured`);
  const raw = Buffer.from(sealed.ciphertext, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', entry.key, raw.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}

const lookupKeys = new WeakMap<Buffer, Buffer>();
function lookupKey(key: Buffer): Buffer {
  let derived = lookupKeys.get(key);
  if (!derived) {
    // A separate subkey: the equality hash never uses the encryption key itself.
    derived = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'lalebet payout lookup', 32));
    lookupKeys.set(key, derived);
  }
  return derived;
}

/**
 * HMAC of the normalised value, one per configured key (the first is what new rows store): a
 * look-up matches any of them, so equality keeps working across a rotation.
 */
export function lookupHashes(keys: PayoutKeyring, value: string): string[] {
  return keys.map((k) => createHmac('sha256', lookupKey(k.key)).update(value, 'utf8').digest('hex'));
}
