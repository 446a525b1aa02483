import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type PayoutKeyring, lookupHashes } from './payout-crypto.ts';
import { maskIban, maskWallet, normaliseWallet } from './payout-mask.ts';
import { parseSealingKeys as parsePayoutKeys, seal as sealAny, unseal as unsealAny } from './sealing.ts';

// Payout rows: purpose 'payout', subject `<customer>:<kind>` (modules/payments/payout-details.ts).
const seal = (keys: PayoutKeyring, plain: string, subject: string) => sealAny(keys, 'payout', subject, plain);
const unseal = (keys: PayoutKeyring, sealed: { keyId: string; ciphertext: string }, subject: string) =>
  unsealAny(keys, 'payout', subject, sealed);

const key = (id: string) => ({ id, key: randomBytes(32) });
const IBAN = 'TR330006100519786457841326';

describe('payout-crypto', () => {
  it('seals with the first key and opens only in the same context', () => {
    const keys: PayoutKeyring = [key('a')];
    const sealed = seal(keys, IBAN, '1:iban');
    expect(sealed.keyId).toBe('a');
    expect(sealed.ciphertext).not.toContain('6457');
    expect(Buffer.from(sealed.ciphertext, 'base64').toString('latin1')).not.toContain(IBAN);
    expect(unseal(keys, sealed, '1:iban')).toBe(IBAN);
    // Moved onto another customer, or tampered with, it does not open.
    expect(() => unseal(keys, sealed, '2:iban')).toThrow(/unable to authenticate data/);
    const raw = Buffer.from(sealed.ciphertext, 'base64');
    raw[raw.length - 1]! ^= 1;
    expect(() => unseal(keys, { ...sealed, ciphertext: raw.toString('base64') }, '1:iban')).toThrow(
      /unable to authenticate data/,
    );
    // Two seals of one value differ (fresh IV), while the look-up hash is stable.
    expect(seal(keys, IBAN, 'c').ciphertext).not.toBe(seal(keys, IBAN, 'c').ciphertext);
    expect(lookupHashes(keys, IBAN)).toEqual(lookupHashes(keys, IBAN));
  });

  it('opens rows sealed before the purpose argument existed, and never under another purpose', () => {
    const keys: PayoutKeyring = [key('a')];
    // As lib/payout-crypto.ts sealed them: the associated data was the string `payout:1:iban`.
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', keys[0].key, iv);
    cipher.setAAD(Buffer.from('payout:1:iban'));
    const body = Buffer.concat([cipher.update(IBAN, 'utf8'), cipher.final()]);
    const old = { keyId: 'a', ciphertext: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64') };
    expect(unseal(keys, old, '1:iban')).toBe(IBAN);
    expect(() => unsealAny(keys, 'admin-totp', '1:iban', old)).toThrow(/unable to authenticate data/);
  });

  it('keeps old rows readable and findable after a rotation', () => {
    const old = key('k2025');
    const sealed = seal([old], IBAN, 'ctx');
    const [oldHash] = lookupHashes([old], IBAN);
    const rotated: PayoutKeyring = [key('k2026'), old];
    expect(unseal(rotated, sealed, 'ctx')).toBe(IBAN);
    expect(lookupHashes(rotated, IBAN)).toContain(oldHash);
    expect(seal(rotated, IBAN, 'ctx').keyId).toBe('k2026');
    // Once the old key is dropped its rows can no longer be read: re-seal before removing it.
    expect(() => unseal([rotated[0]], sealed, 'ctx')).toThrow(/k2025/);
  });

  it('parses PAYOUT_DATA_KEYS and refuses malformed ones', () => {
    const b64 = randomBytes(32).toString('base64');
    expect(parsePayoutKeys(`new:${b64},old:${b64}`).map((k) => k.id)).toEqual(['new', 'old']);
    for (const bad of [
      '',
      'x',
      `a:${randomBytes(16).toString('base64')}`,
      `a:${b64},a:${b64}`,
      `a b:${b64}`,
    ]) {
      expect(() => parsePayoutKeys(bad), bad).toThrow();
    }
  });

  it('masks IBANs and wallet addresses', () => {
    expect(maskIban('TR12 0006 1005 1978 6457 8412 34')).toBe('TR** **** **** **** **** **12 34');
    expect(maskWallet('0x1234567890abcdef1234567890abcdef1234abcd')).toBe('0x12…abcd');
    expect(normaliseWallet(' 0xABCDEF0123456789ABCDEF0123456789ABCDEF01 ')).toBe(
      '0xabcdef0123456789abcdef0123456789abcdef01',
    );
  });
});
