import type { AccountsContext } from '../../lib/accounts/context.ts';
import { openAdminSession } from '../../lib/accounts/admin-sessions.ts';
import { assertMayTry, checkIpSpread, clearFailures, recordFailure } from '../../lib/accounts/login-guard.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { canonicalIdentifier, forLog } from '../../lib/identity.ts';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password.ts';
import { findAdminByUsernameKey } from './admin.repository.ts';

/**
 * Back-office login with the customers' rules (same brute-force limits, same audit trail), on
 * its own accounts and tokens. An admin locked by 20 failures waits out the counter (30 days)
 * or is reset by the operator through ADMIN_PASSWORD at the next start.
 */
export async function adminLogin(ctx: AccountsContext, input: { username: string; password: string }) {
  const { db, limiter, meta } = ctx;
  const key = canonicalIdentifier(input.username);
  await checkIpSpread(limiter, 'admin', meta.ip, key);
  await assertMayTry(limiter, 'admin', key, false);
  const admin = await findAdminByUsernameKey(db, key);
  const ok = admin
    ? await verifyPassword(admin.password_hash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!admin || !ok) {
    const failure = await recordFailure(limiter, 'admin', key);
    await audit(db, {
      actor: { kind: 'admin', id: admin?.id ?? null },
      event: 'admin_login_failed',
      meta,
      details: { username: forLog(input.username), consecutive: failure.consecutive },
    });
    if (failure.locked) {
      ctx.log.warn(
        { event: 'admin_locked', adminId: admin?.id.toString() ?? null, ip: meta.ip },
        'admin account locked',
      );
      throw new AppError('ACCOUNT_LOCKED');
    }
    throw new AppError('INVALID_CREDENTIALS');
  }
  await clearFailures(limiter, 'admin', key);
  const token = await openAdminSession(db, admin.id, meta);
  await audit(db, { actor: { kind: 'admin', id: admin.id }, event: 'admin_login_succeeded', meta });
  return { token, username: admin.username };
}
