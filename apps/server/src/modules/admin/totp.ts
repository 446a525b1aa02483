import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { hashToken } from '../../lib/secrets.ts';

/**
 * RFC 6238 with the parameters every authenticator app understands: SHA-1, 6 digits, 30 s.
 * Codes of the previous and next step are accepted (clock drift); the caller remembers the
 * step it accepted so that no code, nor an older one, is accepted again.
 */
const PERIOD = 30;
const ISSUER = 'LaleBet Back Office';

const totpFor = (secret: string, username = '') =>
  new TOTP({
    issuer: ISSUER,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** A new 160-bit secret (RFC 4226 recommends 160) in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUri(secret: string, username: string): string {
  return totpFor(secret, username).toString();
}

/** The time-step a code belongs to (±1 step around `nowMs`), or null when it matches none. */
export function matchTotpStep(secret: string, code: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpFor(secret);
  const delta = totp.validate({ token: code, timestamp: nowMs, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: nowMs }) + delta;
}

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I: read aloud and typed by hand

/** Ten codes of 16 characters (80 bits each), shown once as XXXX-XXXX-XXXX-XXXX. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return chars.match(/.{4}/g)!.join('-');
  });
}

/**
 * Stored and looked up as SHA-256 of the normalised code: 80 random bits need no slow hash
 * (ASVS 6.5.2), and the lookup stays one indexed query.
 */
export function recoveryCodeHash(code: string): string {
  return hashToken(code.toUpperCase().replace(/[^A-Z0-9]/g, ''));
}
