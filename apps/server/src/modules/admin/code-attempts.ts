import { codeAttemptKey, guardedPasswordCheck } from '../../core/accounts/index.ts';
import type { RateLimitStore } from '../../infra/rate-limit/index.ts';

/**
 * The attempt budget of the second factor (TOTP or recovery code) and of TOTP enrolment: the
 * login guard's atomic rules (docs/decisions/013-login-and-code-guessing.md) on a key of its
 * own per admin, so that new password logins do not buy new guesses. The attempt is counted
 * before the code is compared, with one check in flight per admin.
 */
export async function withCodeAttempt(
  limiter: RateLimitStore,
  adminId: bigint,
  check: () => Promise<boolean>,
): Promise<{ ok: true } | { ok: false; locked: boolean; consecutive: number }> {
  // One network for every try: whoever gets here knows the password, so there is no outsider to
  // keep apart from the owner; 5 free tries, then the growing waits.
  const result = await guardedPasswordCheck(limiter, 'admin', codeAttemptKey(adminId), 'any', {
    locked: false,
    verify: check,
    // Past the lock nothing is compared; a code check costs nothing to skip.
    spend: async () => {},
    onLock: async () => {},
  });
  if (result.ok) return { ok: true };
  return { ok: false, locked: result.locked, consecutive: result.failures };
}

export { codeAttemptKey };
