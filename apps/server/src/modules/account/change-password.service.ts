import type { ChangePasswordRequest } from '@lalebet/shared';
import {
  type AccountsContext,
  findCustomerById,
  setPasswordHash,
  lockAccount,
  guardedPasswordCheck,
  lockRunning,
  passwordChangedMail,
  type AuthenticatedCustomer,
  closeSessions,
  rotateSessionToken,
} from '../../core/accounts/index.ts';
import { ipLimitKey } from '../../lib/request-meta.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../core/audit.ts';
import { clock } from '../../lib/clock.ts';
import { assertAcceptablePassword } from '../../core/password-policy.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/password.ts';
import { ACCOUNT_MESSAGES } from './account.messages.ts';

/**
 * Needs the current password (ASVS 6.2.3). Every try is a login attempt: it counts toward the
 * same lockout (reserved before the hash is checked), so a stolen session cannot be used to guess the password. It answers 400, not
 * 401, so the web does not log the customer out. Success ends every other session and gives
 * this one a new token (returned; the old one gets 401), so a copied token dies with the password.
 */
export async function changePassword(
  ctx: AccountsContext,
  who: AuthenticatedCustomer,
  input: ChangePasswordRequest,
): Promise<{ token: string }> {
  const { db, limiter, meta } = ctx;
  const customer = await findCustomerById(db, who.id);
  if (!customer) throw new AppError('UNAUTHORIZED');
  const check = await guardedPasswordCheck(limiter, 'customer', customer.username_key, ipLimitKey(meta.ip), {
    locked: lockRunning(customer),
    verify: () => verifyPassword(customer.password_hash, input.oldPassword),
    spend: () => verifyAgainstDummy(input.oldPassword),
    onLock: (until) => lockAccount(ctx, customer, customer.username, 'change_password', until),
  });
  if (!check.ok) {
    await audit(db, {
      actor: { kind: 'customer', id: customer.id },
      event: 'login_failed',
      meta,
      details: { via: 'change_password', failures: check.failures },
    });
    // The lock has just ended this very session too; the next call answers 401.
    throw new AppError('INVALID_CREDENTIALS', { message: ACCOUNT_MESSAGES.wrongCurrentPassword });
  }

  if (input.password.normalize('NFKC') === input.oldPassword.normalize('NFKC')) {
    throw new AppError('WEAK_PASSWORD', { message: ACCOUNT_MESSAGES.samePassword });
  }
  await assertAcceptablePassword(db, input.password, customer);
  await setPasswordHash(db, customer.id, await hashPassword(input.password), clock.now());
  const ended = await closeSessions(
    ctx.db,
    ctx.events,
    customer.id,
    { except: who.sessionId },
    'password_changed',
  );
  const token = await rotateSessionToken(db, who.sessionId);
  await audit(db, {
    actor: { kind: 'customer', id: customer.id },
    event: 'password_changed',
    meta,
    details: { sessionsEnded: ended.length },
  });
  ctx.messenger.send({
    channel: 'email',
    to: customer.email,
    locale: customer.locale,
    ...passwordChangedMail(customer.locale, customer.username),
  });
  return { token };
}
