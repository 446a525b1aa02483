import { type AccountsContext, openAdminSession } from '../../core/accounts/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../core/audit.ts';
import { clock } from '../../lib/clock.ts';
import type { Keyring } from '../../lib/sealing.ts';
import { hashToken } from '../../lib/secrets.ts';
import {
  consumeChallenge,
  findChallenge,
  claimTotpStep,
  useRecoveryCode,
} from './admin-two-factor.repository.ts';
import { withCodeAttempt } from './code-attempts.ts';
import { matchTotpStep, recoveryCodeHash } from './totp.ts';
import { openTotpSecret } from './totp-secret.ts';

/**
 * Login step two: the challenge from step one plus a TOTP code (±1 step, never one of a step
 * already used) or an unused recovery code gives the session. Challenge, code and session are
 * settled in one transaction, so parallel calls with one challenge or one code win once.
 */
export async function adminLoginVerify(
  ctx: AccountsContext,
  input: { challenge: string; code: string },
  keys: Keyring,
) {
  const { db, limiter, meta } = ctx;
  const found = await findChallenge(db, hashToken(input.challenge), clock.now());
  if (!found || !found.totp_secret) throw new AppError('ADMIN_CHALLENGE_EXPIRED');
  const secret = openTotpSecret(keys, found.adminId, {
    value: found.totp_secret,
    keyId: found.totp_secret_key_id,
  });
  const code = input.code.trim();
  const kind = /^\d{6}$/.test(code) ? 'totp' : 'recovery';
  let token = '';
  const result = await withCodeAttempt(limiter, found.adminId, () =>
    db.transaction().execute(async (trx) => {
      const now = clock.now();
      if (kind === 'totp') {
        const step = matchTotpStep(secret, code, now.getTime());
        if (step === null || !(await claimTotpStep(trx, found.adminId, step))) return false;
      } else if (!(await useRecoveryCode(trx, found.adminId, recoveryCodeHash(code), now))) {
        return false;
      }
      if (!(await consumeChallenge(trx, found.id))) throw new AppError('ADMIN_CHALLENGE_EXPIRED');
      token = await openAdminSession(trx, found.adminId, meta, 'full');
      return true;
    }),
  );
  if (!result.ok) {
    await audit(db, {
      actor: { kind: 'admin', id: found.adminId },
      event: 'admin_second_factor_failed',
      meta,
      details: { kind, consecutive: result.consecutive },
    });
    throw new AppError(result.locked ? 'ACCOUNT_LOCKED' : 'INVALID_CODE');
  }
  await audit(db, {
    actor: { kind: 'admin', id: found.adminId },
    event: kind === 'totp' ? 'admin_login_succeeded' : 'admin_recovery_code_used',
    meta,
    details: { secondFactor: kind },
  });
  if (kind === 'recovery') {
    await audit(db, {
      actor: { kind: 'admin', id: found.adminId },
      event: 'admin_login_succeeded',
      meta,
      details: { secondFactor: kind },
    });
  }
  return { token, username: found.username };
}
