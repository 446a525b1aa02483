import { randomBytes } from 'node:crypto';
import { argon2id, hash, needsRehash, verify } from 'argon2';
import { AppError } from './app-error.ts';

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

/**
 * argon2 runs on the libuv pool (4 threads), which file reads and DNS look-ups share. Unsigned
 * requests (logins, sign-ups) must not be able to fill it: at most 4 hashes run at once and 64
 * wait; beyond that the request gets 503 with Retry-After at once, without queueing.
 */
export const HASHING_LIMITS = { inFlight: 4, waiting: 64, retryAfterSeconds: 2 } as const;

const queue: (() => void)[] = [];
const stats = { running: 0, peak: 0, verifications: 0 };

/** Hashes running now, the most that ever ran at once, password checks started (for tests and metrics). */
export const hashingStats = () => ({ ...stats, waiting: queue.length });
export const resetHashingPeak = () => {
  stats.peak = stats.running;
};

async function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (stats.running >= HASHING_LIMITS.inFlight) {
    if (queue.length >= HASHING_LIMITS.waiting) {
      throw new AppError('SERVICE_UNAVAILABLE', {
        headers: { 'retry-after': String(HASHING_LIMITS.retryAfterSeconds) },
      });
    }
    await new Promise<void>((resolve) => queue.push(resolve));
  } else {
    stats.running++;
  }
  stats.peak = Math.max(stats.peak, stats.running);
  try {
    return await work();
  } finally {
    const next = queue.shift();
    if (next)
      next(); // the slot passes straight to the next waiter
    else stats.running--;
  }
}

export function hashPassword(password: string): Promise<string> {
  return bounded(() => hash(prepare(password), PARAMS));
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  return bounded(async () => {
    stats.verifications++;
    try {
      return await verify(stored, prepare(password));
    } catch {
      return false; // a malformed stored hash is a failed check, never a 500 that tells the two apart
    }
  });
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
