import { AppError } from '../app-error.ts';
import { DAY_MS, HOUR_MS, clock } from '../clock.ts';
import { type RateLimitStore, retryAfterSeconds } from '../rate-limit/index.ts';

/**
 * Brute-force rules for password checks (security checklist A1-A3, decision in
 * docs/decisions/005-account-security.md):
 * - 5 failures for one account within 15 minutes: every further try waits, 30 s after the 5th
 *   failure, doubling with each failure after that, at most an hour. A waiting try gets 429
 *   and Retry-After, even with the right password, and is not checked.
 * - 20 consecutive failures lock the account until a password reset.
 * - One IP may try at most 30 distinct usernames a minute.
 * Keys use the canonical username, known or not, so limits behave the same for accounts that
 * do not exist (no enumeration through 429s). `scope` keeps customers and admins apart.
 */
export const LOGIN_RULES = {
  windowMs: 15 * 60_000,
  softLimit: 5,
  hardLimit: 20,
  baseDelayMs: 30_000,
  maxDelayMs: HOUR_MS,
  ipWindowMs: 60_000,
  ipDistinctUsernames: 30,
  /** How long a consecutive-failure count is remembered without new failures. */
  consecutiveTtlMs: 30 * DAY_MS,
} as const;

type Scope = 'customer' | 'admin';
const keys = (scope: Scope, account: string) => ({
  window: `login:fail:${scope}:${account}`,
  consecutive: `login:consec:${scope}:${account}`,
  blockedUntil: `login:block:${scope}:${account}`,
});

const tooMany = (retryAfter: number) =>
  new AppError('TOO_MANY_ATTEMPTS', { headers: { 'retry-after': String(retryAfter) } });

/** Counts the username against the caller's IP; throws 429 past 30 distinct names a minute. */
export async function checkIpSpread(store: RateLimitStore, scope: Scope, ip: string, account: string) {
  const now = clock.ms();
  const key = `login:ip:${scope}:${ip}`;
  const n = await store.addToWindow(key, account, now, LOGIN_RULES.ipWindowMs);
  if (n > LOGIN_RULES.ipDistinctUsernames) {
    const { oldestAt } = await store.countWindow(key, now, LOGIN_RULES.ipWindowMs);
    throw tooMany(retryAfterSeconds((oldestAt ?? now) + LOGIN_RULES.ipWindowMs, now));
  }
}

/** Throws ACCOUNT_LOCKED or a 429 before any password is checked. */
export async function assertMayTry(
  store: RateLimitStore,
  scope: Scope,
  account: string,
  lockedInDb: boolean,
) {
  const k = keys(scope, account);
  if (lockedInDb || ((await store.getNumber(k.consecutive)) ?? 0) >= LOGIN_RULES.hardLimit) {
    throw new AppError('ACCOUNT_LOCKED');
  }
  const until = await store.getNumber(k.blockedUntil);
  const now = clock.ms();
  if (until !== null && until > now) throw tooMany(retryAfterSeconds(until, now));
}

/** Records a failed check; tells the caller whether the account has just reached the hard lock. */
export async function recordFailure(store: RateLimitStore, scope: Scope, account: string) {
  const k = keys(scope, account);
  const now = clock.ms();
  const consecutive = await store.increment(k.consecutive, LOGIN_RULES.consecutiveTtlMs);
  const inWindow = await store.addToWindow(k.window, `${now}:${consecutive}`, now, LOGIN_RULES.windowMs);
  if (inWindow >= LOGIN_RULES.softLimit) {
    const steps = Math.max(0, consecutive - LOGIN_RULES.softLimit);
    const delay = Math.min(LOGIN_RULES.maxDelayMs, LOGIN_RULES.baseDelayMs * 2 ** Math.min(steps, 20));
    await store.setNumber(k.blockedUntil, now + delay, delay);
  }
  return { consecutive, inWindow, locked: consecutive >= LOGIN_RULES.hardLimit };
}

/** A successful check or a password reset starts the account with a clean slate. */
export async function clearFailures(store: RateLimitStore, scope: Scope, account: string) {
  const k = keys(scope, account);
  await store.delete(k.window, k.consecutive, k.blockedUntil);
}
