import { AppError } from '../../lib/app-error.ts';
import { DAY_MS, HOUR_MS, clock } from '../../lib/clock.ts';
import { type RateLimitStore, retryAfterSeconds } from '../../infra/rate-limit/index.ts';

/**
 * Brute-force rules for password checks (docs/decisions/045-throttle-not-lock.md, refining
 * docs/decisions/013-login-and-code-guessing.md). Throttling and locking are apart:
 * - Throttle, per (account, client network: an IPv6 /64 or an IPv4 address). Every attempt is
 *   reserved in one atomic step before any hash is checked. A network gets 5 checks in a
 *   15-minute window while it has fewer than 5 checked failures; after 5 checked failures it
 *   gets one check per wait, the wait doubling from 1 minute up to 1 hour. Refused attempts
 *   count toward the window only, never toward a failure or the lock. A success clears the
 *   pair, so the owner on their own network is never slowed down by someone else's network.
 * - Lock, account-wide: checked failures from 10 distinct networks within 24 hours. It lasts one
 *   hour (again at the next checked failure while 10 networks are still in the day's window),
 *   every session ends, and the caller tells the owner (an unlock link for players).
 * - One check in flight per account: a try while another is being checked gets 429.
 * - One IP (IPv6: its /64) may try at most 30 distinct usernames a minute.
 * Keys use the canonical username, known or not, so limits behave the same for accounts that
 * do not exist (no enumeration through 429s). `scope` keeps customers and admins apart.
 */
export const LOGIN_RULES = {
  windowMs: 15 * 60_000,
  /** Checked failures of one network before it waits; also the checks of one window. */
  freeFailures: 5,
  firstDelayMs: 60_000,
  maxDelayMs: HOUR_MS,
  /** How long a pair's checked failures are remembered without a success. */
  failuresTtlMs: DAY_MS,
  wideNetworks: 10,
  wideWindowMs: DAY_MS,
  lockMs: HOUR_MS,
  /** The in-flight mark outlives a crashed check by this much at most. */
  inFlightMs: 30_000,
  ipWindowMs: 60_000,
  ipDistinctUsernames: 30,
} as const;

/** The wait after a pair's `failures`-th checked failure (none below the free failures). */
export const delayAfter = (failures: number) =>
  failures < LOGIN_RULES.freeFailures
    ? 0
    : Math.min(LOGIN_RULES.firstDelayMs * 2 ** (failures - LOGIN_RULES.freeFailures), LOGIN_RULES.maxDelayMs);

type Scope = 'customer' | 'admin';
/** The guard's account-wide keys; `pair` gives one network's keys within the account's generation. */
export const loginGuardKeys = (scope: Scope, account: string) => ({
  /** Bumped by a full clear (reset, unlock), so every network's pair keys start anew. */
  generation: `login:gen:${scope}:${account}`,
  lock: `login:lock:${scope}:${account}`,
  networks: `login:nets:${scope}:${account}`,
  inFlight: `login:busy:${scope}:${account}`,
  pair: (generation: number, net: string) => ({
    window: `login:try:${scope}:${account}:${generation}:${net}`,
    failures: `login:fail:${scope}:${account}:${generation}:${net}`,
    gate: `login:gate:${scope}:${account}:${generation}:${net}`,
    /** Checks of this network still running (side-by-side checks finish in any order). */
    running: `login:run:${scope}:${account}:${generation}:${net}`,
  }),
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
  /** Locked in the database (the store's lock may have been lost with a restart of an in-memory store). */
  locked: boolean;
  /** Runs once per lock, for the checked failure that makes the attack wide. */
  onLock: (until: Date) => Promise<void>;
  /**
   * A step-up inside a signed-in session (the withdrawal password): the player's own parallel
   * requests (a double click, an idempotent replay, several withdrawals at once) are checked side
   * by side instead of refused. The network's window still bounds them: at most 5 checks.
   */
  sideBySide?: boolean;
};

export type GuardResult = { ok: boolean; failures: number; locked: boolean };

/** The store's lock of the account, if it is still running. */
async function lockedUntil(store: RateLimitStore, scope: Scope, account: string) {
  const until = await store.getNumber(loginGuardKeys(scope, account).lock);
  return until !== null && until > clock.ms() ? until : null;
}

/** Takes this network's right to one check now, or throws 429 saying how long to wait. */
async function reserveCheck(
  store: RateLimitStore,
  keys: ReturnType<ReturnType<typeof loginGuardKeys>['pair']>,
) {
  const now = clock.ms();
  const window = await store.consume(keys.window, LOGIN_RULES.windowMs);
  const failures = (await store.peek(keys.failures)).total;
  if (failures < LOGIN_RULES.freeFailures) {
    if (window.total > LOGIN_RULES.freeFailures) throw tooMany(retryAfterSeconds(now + window.msLeft, now));
    return;
  }
  // Past the free failures: the first attempt after the wait opens a new gate and is checked; the
  // gate already lasts the wait that follows this attempt if it fails too.
  const gate = await store.consume(keys.gate, delayAfter(failures + 1));
  if (gate.total > 1) throw tooMany(retryAfterSeconds(now + gate.msLeft, now));
}

/**
 * Reserves an attempt of the caller's network, then checks the password if the rules allow.
 * Returns whether it matched, the network's checked failures and whether the account is locked;
 * throws 429 when the network must wait or the account is being checked already. A locked
 * account is never checked, but costs the same hashing work, so a caller may answer it like a
 * wrong password.
 */
export async function guardedPasswordCheck(
  store: RateLimitStore,
  scope: Scope,
  account: string,
  net: string,
  check: PasswordCheck,
): Promise<GuardResult> {
  const k = loginGuardKeys(scope, account);
  const pair = k.pair((await store.getNumber(k.generation)) ?? 0, net);
  await reserveCheck(store, pair);
  const exclusive = !check.sideBySide;
  if (exclusive && (await store.consume(k.inFlight, LOGIN_RULES.inFlightMs)).total > 1) throw tooMany(1);
  let locked = check.locked || (await lockedUntil(store, scope, account)) !== null;
  await store.consume(pair.running, LOGIN_RULES.inFlightMs);
  try {
    if (locked) {
      await check.spend();
      return { ok: false, failures: (await store.peek(pair.failures)).total, locked };
    }
    if (await check.verify()) {
      await store.delete(pair.window, pair.failures, pair.gate);
      return { ok: true, failures: 0, locked: false };
    }
    await raiseGate(store, pair);
    const { total: failures } = await store.consume(pair.failures, LOGIN_RULES.failuresTtlMs);
    const now = clock.ms();
    const networks = await store.addToWindow(k.networks, net, now, LOGIN_RULES.wideWindowMs);
    if (networks >= LOGIN_RULES.wideNetworks) {
      const until = now + LOGIN_RULES.lockMs;
      await store.setNumber(k.lock, until, LOGIN_RULES.lockMs);
      locked = true;
      await check.onLock(new Date(until));
    }
    return { ok: false, failures, locked };
  } finally {
    // After the count: a check counts as running until its failure is in the count.
    if ((await store.consume(pair.running, LOGIN_RULES.inFlightMs, -1)).total < 0)
      await store.delete(pair.running);
    if (exclusive) await store.delete(k.inFlight);
  }
}

/**
 * Puts the network's wait up before a failure is counted, so no attempt sees 5 failures without
 * it. Side-by-side checks finish in any order and none may see the count reach 5, so the wait
 * goes up as soon as the failures counted plus the checks still running could reach it: the last
 * of them to read always sees all of them. A running check that then succeeds clears it again.
 */
async function raiseGate(store: RateLimitStore, pair: ReturnType<ReturnType<typeof loginGuardKeys>['pair']>) {
  const before = (await store.peek(pair.failures)).total;
  const running = Math.max(1, (await store.peek(pair.running)).total);
  if (before + running >= LOGIN_RULES.freeFailures)
    await store.consume(pair.gate, delayAfter(Math.max(before + 1, LOGIN_RULES.freeFailures)));
}

/**
 * A password reset, the unlock link or support: the account starts with a clean slate (every
 * network's throttle, the networks seen, the store's lock). A success clears only its own network.
 */
export async function clearFailures(store: RateLimitStore, scope: Scope, account: string) {
  const k = loginGuardKeys(scope, account);
  await store.increment(k.generation, 30 * DAY_MS);
  await store.delete(k.lock, k.networks);
}

/** The key of a staff member's second-factor attempts (modules/admin/code-attempts.ts). */
export const codeAttemptKey = (adminId: bigint) => `2fa:${adminId}`;

/** Whether a lock stored on a row is still running (it ends by itself at `locked_until`). */
export const lockRunning = (row: { locked_until: Date | null } | undefined) =>
  !!row?.locked_until && row.locked_until.getTime() > clock.ms();
