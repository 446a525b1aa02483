import {
  type AccountsContext,
  openAdminSession,
  checkIpSpread,
  guardedPasswordCheck,
  lockRunning,
  lockStaff,
} from '../../core/accounts/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../core/audit.ts';
import { clock } from '../../lib/clock.ts';
import { canonicalIdentifier, forLog } from '../../lib/identity.ts';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password.ts';
import { hashToken, newToken } from '../../lib/secrets.ts';
import { insertChallenge } from './admin-two-factor.repository.ts';
import { ipLimitKey } from '../../lib/request-meta.ts';
import { findAdminByUsernameKey } from './admin.repository.ts';

/** How long the second step stays open after a correct password. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * Back-office login, step one, with the customers' brute-force limits and audit trail on its
 * own accounts and tokens (docs/decisions/014-staff-two-factor.md). A correct password never
 * gives a session by itself to an admin with TOTP: it gives a short-lived, single-use challenge
 * for admin/auth/login/verify. An admin without TOTP gets a session that may only enrol it,
 * unless `totpOptional` (outside production only). A lock ends by itself, or by a staff member
 * with staff:manage (modules/lockout), or by restarting with ADMIN_PASSWORD (admin-bootstrap.ts).
 */
export async function adminLogin(
  ctx: AccountsContext,
  input: { username: string; password: string },
  opts: { totpOptional: boolean },
) {
  const { db, limiter, meta } = ctx;
  const key = canonicalIdentifier(input.username);
  const net = ipLimitKey(meta.ip);
  await checkIpSpread(limiter, 'admin', net, key);
  const admin = await findAdminByUsernameKey(db, key);
  const { ok, failures, locked } = await guardedPasswordCheck(limiter, 'admin', key, net, {
    locked: lockRunning(admin),
    // An invited account without a password yet answers like an unknown name.
    verify: () =>
      admin?.password_hash
        ? verifyPassword(admin.password_hash, input.password)
        : verifyAgainstDummy(input.password),
    spend: () => verifyAgainstDummy(input.password),
    // Ends the staff member's sessions at once (docs/decisions/045-throttle-not-lock.md).
    onLock: (until) => lockStaff(ctx, admin, input.username, until),
  });
  if (!admin || !ok) {
    await audit(db, {
      actor: { kind: 'admin', id: admin?.id ?? null },
      event: 'admin_login_failed',
      meta,
      details: { username: forLog(input.username), failures },
    });
    // Keyed by name, known or not, so ACCOUNT_LOCKED tells nothing about which admins exist.
    throw new AppError(locked ? 'ACCOUNT_LOCKED' : 'INVALID_CREDENTIALS');
  }
  // Only the right password learns that the account is disabled.
  if (admin.disabled_at) {
    await audit(db, { actor: { kind: 'admin', id: admin.id }, event: 'admin_login_disabled', meta });
    throw new AppError('STAFF_DISABLED');
  }
  const username = admin.username;
  if (admin.totp_enrolled_at) {
    const challenge = newToken();
    const now = clock.now();
    await insertChallenge(
      db,
      admin.id,
      hashToken(challenge),
      now,
      new Date(now.getTime() + CHALLENGE_TTL_MS),
    );
    await audit(db, { actor: { kind: 'admin', id: admin.id }, event: 'admin_password_accepted', meta });
    return { stage: 'second_factor' as const, challenge, username };
  }
  const stage = opts.totpOptional ? 'full' : 'enrol';
  const token = await openAdminSession(db, admin.id, meta, stage);
  await audit(db, {
    actor: { kind: 'admin', id: admin.id },
    event: 'admin_login_succeeded',
    meta,
    details: { secondFactor: 'none', stage },
  });
  return { stage: stage === 'full' ? ('full' as const) : ('enrolment' as const), token, username };
}
