import type { AccountsContext } from '../../lib/accounts/context.ts';
import { openAdminSession } from '../../lib/accounts/admin-sessions.ts';
import { checkIpSpread, guardedPasswordCheck } from '../../lib/accounts/login-guard.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { canonicalIdentifier, forLog } from '../../lib/identity.ts';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password.ts';
import { ipLimitKey } from '../../lib/request-meta.ts';
import { findAdminByUsernameKey } from './admin.repository.ts';

/**
 * Back-office login with the customers' rules (same brute-force limits, same audit trail), on
 * its own accounts and tokens. An admin locked by 20 failures waits out the counter (30 days)
 * or is reset by the operator through ADMIN_PASSWORD at the next start.
 */
export async function adminLogin(ctx: AccountsContext, input: { username: string; password: string }) {
  const { db, limiter, meta } = ctx;
  const key = canonicalIdentifier(input.username);
  await checkIpSpread(limiter, 'admin', ipLimitKey(meta.ip), key);
  const admin = await findAdminByUsernameKey(db, key);
  const { ok, attempt, locked } = await guardedPasswordCheck(limiter, 'admin', key, {
    locked: false,
    verify: () =>
      admin ? verifyPassword(admin.password_hash, input.password) : verifyAgainstDummy(input.password),
    spend: () => verifyAgainstDummy(input.password),
    onLock: async () => {
      ctx.log.warn(
        { event: 'admin_locked', adminId: admin?.id.toString() ?? null, ip: meta.ip },
        'admin account locked',
      );
    },
  });
  if (!admin || !ok) {
    await audit(db, {
      actor: { kind: 'admin', id: admin?.id ?? null },
      event: 'admin_login_failed',
      meta,
      details: { username: forLog(input.username), consecutive: attempt },
    });
    // Keyed by name, known or not, so ACCOUNT_LOCKED tells nothing about which admins exist.
    throw new AppError(locked ? 'ACCOUNT_LOCKED' : 'INVALID_CREDENTIALS');
  }
  const token = await openAdminSession(db, admin.id, meta);
  await audit(db, { actor: { kind: 'admin', id: admin.id }, event: 'admin_login_succeeded', meta });
  return { token, username: admin.username };
}
