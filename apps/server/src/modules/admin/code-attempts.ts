import { assertMayTry, clearFailures, recordFailure } from '../../lib/accounts/login-guard.ts';
import type { RateLimitStore } from '../../lib/rate-limit/index.ts';

/**
 * The attempt budget of the second factor (TOTP or recovery code) and of TOTP enrolment: the
 * login guard's rules (docs/decisions/005-account-security.md) on a key of its own per admin,
 * so that new password logins do not buy new guesses. Every code check goes through this one
 * function, so the guard behind it can be swapped for an atomic one in one place.
 */
export async function withCodeAttempt(
  limiter: RateLimitStore,
  adminId: bigint,
  check: () => Promise<boolean>,
): Promise<{ ok: true } | { ok: false; locked: boolean; consecutive: number }> {
  const key = codeAttemptKey(adminId);
  await assertMayTry(limiter, 'admin', key, false);
  if (await check()) {
    await clearFailures(limiter, 'admin', key);
    return { ok: true };
  }
  const failure = await recordFailure(limiter, 'admin', key);
  return { ok: false, locked: failure.locked, consecutive: failure.consecutive };
}

export const codeAttemptKey = (adminId: bigint) => `2fa:${adminId}`;
