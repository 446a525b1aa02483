import {
  type AuthenticatedAdmin,
  promoteAdminSession,
  type AccountsContext,
} from '../../core/accounts/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../core/audit.ts';
import { clock } from '../../lib/clock.ts';
import type { Keyring } from '../../lib/sealing.ts';
import {
  confirmTotpSecret,
  findAdminTotp,
  replaceRecoveryCodes,
  setPendingTotpSecret,
} from './admin-two-factor.repository.ts';
import { withCodeAttempt } from './code-attempts.ts';
import { matchTotpStep, newRecoveryCodes, newTotpSecret, otpauthUri, recoveryCodeHash } from './totp.ts';
import { openTotpSecret, sealTotpSecret } from './totp-secret.ts';

/**
 * TOTP enrolment for an admin who has none yet: a new secret each call (the last one shown is
 * the one a code must confirm). The secret is answered once here and never logged.
 */
export async function startTotpEnrolment(ctx: AccountsContext, admin: AuthenticatedAdmin, keys: Keyring) {
  const row = await findAdminTotp(ctx.db, admin.id);
  if (row.totp_enrolled_at) throw new AppError('FORBIDDEN');
  const secret = newTotpSecret();
  await setPendingTotpSecret(ctx.db, admin.id, sealTotpSecret(keys, admin.id, secret));
  return { otpauthUri: otpauthUri(secret, row.username), secret };
}

/**
 * The first code from the app confirms the secret: the admin is enrolled, gets ten recovery
 * codes (shown once, stored hashed), and this enrolment session ends for a full one with a new
 * token (docs/decisions/044-staff-lifecycle.md).
 */
export async function confirmTotpEnrolment(
  ctx: AccountsContext,
  admin: AuthenticatedAdmin,
  input: { code: string },
  keys: Keyring,
) {
  const { db, limiter, meta } = ctx;
  const row = await findAdminTotp(db, admin.id);
  if (row.totp_enrolled_at) throw new AppError('FORBIDDEN');
  if (!row.totp_pending_secret) throw new AppError('INVALID_CODE');
  const stored = { value: row.totp_pending_secret, keyId: row.totp_pending_key_id };
  const pending = openTotpSecret(keys, admin.id, stored);
  // Moved as stored; one still in clear (from before sealing) is sealed on the way.
  const sealed = stored.keyId
    ? { keyId: stored.keyId, ciphertext: stored.value }
    : sealTotpSecret(keys, admin.id, pending);
  const codes = newRecoveryCodes();
  let token = '';
  const result = await withCodeAttempt(limiter, admin.id, () =>
    db.transaction().execute(async (trx) => {
      const now = clock.now();
      const step = matchTotpStep(pending, input.code, now.getTime());
      if (step === null) return false;
      if (!(await confirmTotpSecret(trx, admin.id, stored, sealed, step, now)))
        throw new AppError('FORBIDDEN');
      await replaceRecoveryCodes(trx, admin.id, codes.map(recoveryCodeHash), now);
      token = await promoteAdminSession(trx, admin.id, admin.sessionId, meta);
      return true;
    }),
  );
  if (!result.ok) throw new AppError(result.locked ? 'ACCOUNT_LOCKED' : 'INVALID_CODE');
  await audit(db, { actor: { kind: 'admin', id: admin.id }, event: 'admin_two_factor_enrolled', meta });
  return { recoveryCodes: codes, token };
}
