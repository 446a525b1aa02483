import { createHmac, hkdfSync } from 'node:crypto';
import type { Keyring } from './sealing.ts';

/**
 * Payout destinations (IBANs, wallet addresses) are sealed with lib/sealing.ts under the
 * purpose 'payout' (docs/decisions/015-withdrawal-step-up-and-payout-details.md); this file
 * keeps what is payout-only: the equality hash.
 */
export type PayoutKeyring = Keyring;

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
