import { STEP_UP_MINUTES } from '@lalebet/shared';
import {
  type AuthenticatedAdmin,
  endAdminSession,
  stepUpAdminSession,
  type AccountsContext,
} from '../../core/accounts/index.ts';
import { audit } from '../../core/audit.ts';
import { AppError } from '../../lib/app-error.ts';
import { MINUTE_MS, clock } from '../../lib/clock.ts';
import type { Keyring } from '../../lib/sealing.ts';
import { claimTotpStep, findAdminTotp } from './admin-two-factor.repository.ts';
import { withCodeAttempt } from './code-attempts.ts';
import { matchTotpStep } from './totp.ts';
import { openTotpSecret } from './totp-secret.ts';

/**
 * Step-up (docs/decisions/030-four-eyes-adjustments.md): a TOTP code entered again marks this
 * session, and only this one, stepped up for STEP_UP_MINUTES. The code spends the same attempt
 * budget as the login's second step (code-attempts.ts) and claims its time-step like a login
 * does, so a code seen over a shoulder at login cannot step up a stolen session. Recovery codes
 * do not step up: they are for a lost device, not for routine confirmation. A session whose
 * attempts lock the account ends, since a guessing session is a stolen one.
 *
 * Without TOTP (only where `totpOptional`, never in production) there is nothing to enter
 * again: the session steps up with any well-formed code, audited as `secondFactor: 'none'`.
 */
export async function adminStepUp(
  ctx: AccountsContext,
  admin: AuthenticatedAdmin,
  code: string,
  opts: { keys: Keyring; totpOptional: boolean },
): Promise<{ until: string }> {
  const { db, limiter, meta } = ctx;
  const actor = { kind: 'admin' as const, id: admin.id };
  const found = await findAdminTotp(db, admin.id);
  const until = () => new Date(clock.ms() + STEP_UP_MINUTES * MINUTE_MS);
  if (!found.totp_enrolled_at || !found.totp_secret) {
    if (!opts.totpOptional) throw new AppError('STEP_UP_INVALID');
    const at = until();
    if (!(await stepUpAdminSession(db, admin.sessionId, at))) throw new AppError('UNAUTHORIZED');
    await audit(db, { actor, event: 'admin_stepped_up', meta, details: { secondFactor: 'none' } });
    return { until: at.toISOString() };
  }
  const secret = openTotpSecret(opts.keys, admin.id, {
    value: found.totp_secret,
    keyId: found.totp_secret_key_id,
  });
  let at = until();
  const result = await withCodeAttempt(limiter, admin.id, () =>
    db.transaction().execute(async (trx) => {
      const now = clock.ms();
      const step = matchTotpStep(secret, code, now);
      if (step === null || !(await claimTotpStep(trx, admin.id, step))) return false;
      at = until();
      if (!(await stepUpAdminSession(trx, admin.sessionId, at))) throw new AppError('UNAUTHORIZED');
      return true;
    }),
  );
  if (!result.ok) {
    await audit(db, {
      actor,
      event: 'admin_step_up_failed',
      meta,
      details: { consecutive: result.consecutive, locked: result.locked },
    });
    if (result.locked) {
      await endAdminSession(db, admin.sessionId);
      throw new AppError('ACCOUNT_LOCKED');
    }
    throw new AppError('STEP_UP_INVALID');
  }
  await audit(db, { actor, event: 'admin_stepped_up', meta, details: { secondFactor: 'totp' } });
  return { until: at.toISOString() };
}
