import { AppError } from '../../lib/app-error.ts';
import { DAY_MS, clock } from '../../lib/clock.ts';
import { type RateLimitStore, retryAfterSeconds } from '../../infra/rate-limit/index.ts';

/**
 * Brute-force rules for password checks (security checklist A1-A3; decisions in
 * docs/decisions/005-account-security.md and docs/decisions/013-login-and-code-guessing.md).
 * Every attempt is reserved in one atomic step before any hash is checked, so parallel requests
 * count one by one; attempts, not failures, are counted, and a success clears them.
 * - 5 attempts on one account within 15 minutes: further tries wait for the window (429 with
 *   Retry-After), even with the right password, and are not checked.
 * - One check in flight per account: a try while another is being checked gets 429.
 * - 20 attempts without a success lock the account until a password reset.
 * - One IP (IPv6: its /64) may try at most 30 distinct usernames a minute.
 * Keys use the canonical username, known or not, so limits behave the same for accounts that
 * do not exist (no enumeration through 429s). `scope` keeps customers and admins apart.
 */
export const LOGIN_RULES = {
  windowMs: 15 * 60_000,
  softLimit: 5,
  hardLimit: 20,
  /** The in-flight mark outlives a crashed check by this much at most. */
  inFlightMs: 30_000,
  ipWindowMs: 60_000,
  ipDistinctUsernames: 30,
  /** How long attempts without a success are remembered. */
  consecutiveTtlMs: 30 * DAY_MS,
} as const;

type Scope = 'customer' | 'admin';
/** The guard's counters of one account (tests reset the 15-minute window a real store keeps in real time). */
export const loginGuardKeys = (scope: Scope, account: string) => ({
  window: `login:try:${scope}:${account}`,
  consecutive: `login:consec:${scope}:${account}`,
  inFlight: `login:busy:${scope}:${account}`,
});

const tooMany = (retryAfter: number) =>
  new AppError('TOO_MANY_ATTEMPTS', { headers: { 'retry-after': String(retryAfter) } });

/** Counts the username against the caller's address key; throws 429 past 30 distinct names a minute. */
export async function checkIpSpread(store: RateLimitStore, scope: Scope, ipKey: string, account: string) {
  const now = clock.ms();
  const key = `login:ip:${scope}:${ipKey}`;
  const n = await store.addToWindow(key, account, now, LOGIN_RULES.ipWindowMs);
  if (n > LOGIN_RULES.ipDistinctUsernames) {
    const { oldestAt } = await store.countWindow(key, now, LOGIN_RULES.ipWindowMs);
    throw tooMany(retryAfterSeconds((oldestAt ?? now) + LOGIN_RULES.ipWindowMs, now));
  }
}

export type PasswordCheck = {
  /** The real comparison (for an unknown account, a dummy hash so the time is alike). */
  verify: () => Promise<boolean>;
  /** Costs what verify costs, for an account that may not be checked (locked): same answer, same time. */
  spend: () => Promise<unknown>;
  /** Locked in the database (the counter may have been lost with a restart of an in-memory store). */
  locked: boolean;
  /** Runs once, for the attempt that reaches the hard limit without a success. */
  onLock: () => Promise<void>;
};

/**
 * Reserves an attempt, then checks the password if the rules allow. Returns whether it matched,
 * the attempt's number and whether the account is locked; throws 429 when the account must wait
 * or is being checked already. A locked account is never checked, but costs the same hashing
 * work, so a caller may answer it like a wrong password.
 */
export async function guardedPasswordCheck(
  store: RateLimitStore,
  scope: Scope,
  account: string,
  check: PasswordCheck,
): Promise<{ ok: boolean; attempt: number; locked: boolean }> {
  const k = loginGuardKeys(scope, account);
  const { total: attempt } = await store.consume(k.consecutive, LOGIN_RULES.consecutiveTtlMs);
  let ok = false;
  try {
    const soft = await store.consume(k.window, LOGIN_RULES.windowMs);
    if (soft.total > LOGIN_RULES.softLimit) {
      const now = clock.ms();
      throw tooMany(retryAfterSeconds(now + soft.msLeft, now));
    }
    if ((await store.consume(k.inFlight, LOGIN_RULES.inFlightMs)).total > 1) throw tooMany(1);
    try {
      if (check.locked || attempt > LOGIN_RULES.hardLimit) await check.spend();
      else ok = await check.verify();
    } finally {
      await store.delete(k.inFlight);
    }
  } finally {
    if (!ok && attempt === LOGIN_RULES.hardLimit) await check.onLock();
  }
  if (ok) await clearFailures(store, scope, account);
  return { ok, attempt, locked: !ok && (check.locked || attempt >= LOGIN_RULES.hardLimit) };
}

/** A successful check or a password reset starts the account with a clean slate. */
export async function clearFailures(store: RateLimitStore, scope: Scope, account: string) {
  const k = loginGuardKeys(scope, account);
  await store.delete(k.window, k.consecutive);
}

/**
 * The earlier check-then-act pair, kept for callers not yet moved to guardedPasswordCheck (it
 * reserves the attempt atomically; prefer it). Reads the same counters: ACCOUNT_LOCKED past the
 * hard limit, 429 while the window is full.
 */
export async function assertMayTry(
  store: RateLimitStore,
  scope: Scope,
  account: string,
  lockedInDb: boolean,
) {
  const k = loginGuardKeys(scope, account);
  if (lockedInDb || (await store.peek(k.consecutive)).total >= LOGIN_RULES.hardLimit) {
    throw new AppError('ACCOUNT_LOCKED');
  }
  const soft = await store.peek(k.window);
  if (soft.total >= LOGIN_RULES.softLimit) {
    const now = clock.ms();
    throw tooMany(retryAfterSeconds(now + soft.msLeft, now));
  }
}

/** Counts a failed check (see assertMayTry); tells whether the account has just reached the hard limit. */
export async function recordFailure(store: RateLimitStore, scope: Scope, account: string) {
  const k = loginGuardKeys(scope, account);
  const { total: consecutive } = await store.consume(k.consecutive, LOGIN_RULES.consecutiveTtlMs);
  const { total: inWindow } = await store.consume(k.window, LOGIN_RULES.windowMs);
  return { consecutive, inWindow, locked: consecutive >= LOGIN_RULES.hardLimit };
}
