import { createHmac, hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A bearer token: 256 bits from the CSPRNG, base64url (ASVS 7.2.3 asks for at least 128). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are stored only as this hash, so a database leak does not hand out live sessions.
 * Hashed on every authenticated request: the one-shot `hash` builds no Hash object.
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** A numeric one-time code from the CSPRNG, uniformly distributed (randomInt has no modulo bias). */
export function newNumericCode(digits = 6): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

/**
 * Codes are kept as HMAC-SHA256 keyed with a per-row random salt, so equal codes of two
 * customers never share a hash. A 6-digit code cannot resist an offline search however it is
 * hashed: what protects it is the 10-minute lifetime, single use and 5 tries.
 */
export function hashCode(code: string, salt: string): string {
  return createHmac('sha256', salt).update(code, 'utf8').digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
