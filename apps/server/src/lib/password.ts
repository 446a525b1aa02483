import { randomBytes } from 'node:crypto';
import { argon2id, hash, needsRehash, verify } from 'argon2';

/**
 * OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane), the same in every environment. The
 * native binding runs on the libuv pool, so hashing never blocks the event loop.
 */
const PARAMS = { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * NFKC first (NIST 800-63B): the same password typed on two keyboards may arrive as different
 * code points. No case change and no truncation (ASVS 6.2.8).
 */
const prepare = (password: string) => password.normalize('NFKC');

export function hashPassword(password: string): Promise<string> {
  return hash(prepare(password), PARAMS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, prepare(password));
  } catch {
    return false; // a malformed stored hash is a failed check, never a 500 that tells the two apart
  }
}

/** True when the hash was made with older parameters (re-hash at the next successful login, ASVS 11.2.2). */
export function hashIsOutdated(stored: string): boolean {
  try {
    return needsRehash(stored, PARAMS);
  } catch {
    return true;
  }
}

let dummy: Promise<string> | undefined;

/** Spends the same time as a real check, for look-ups that found no account (no timing oracle). */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummy, password);
  return false;
}
