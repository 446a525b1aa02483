import type { ChangePasswordRequest } from '@lalebet/shared';
import type { AccountsContext } from '../../lib/accounts/context.ts';
import { findCustomerById, lockCustomer, setPasswordHash } from '../../lib/accounts/customers.repository.ts';
import { assertMayTry, clearFailures, recordFailure } from '../../lib/accounts/login-guard.ts';
import { passwordChangedMail } from '../../lib/accounts/mails.ts';
import type { AuthenticatedCustomer } from '../../lib/accounts/resolve-session.ts';
import { closeSessions } from '../../lib/accounts/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { clock } from '../../lib/clock.ts';
import { assertAcceptablePassword } from '../../lib/password-policy.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { ACCOUNT_MESSAGES } from './account.messages.ts';

/**
 * Needs the current password (ASVS 6.2.3). A wrong one is a failed login: it counts toward the
 * same lockout, so a stolen session cannot be used to guess the password. It answers 400, not
 * 401, so the web does not log the customer out. Success ends every other session.
 */
export async function changePassword(
  ctx: AccountsContext,
  who: AuthenticatedCustomer,
  input: ChangePasswordRequest,
) {
  const { db, limiter, meta } = ctx;
  const customer = await findCustomerById(db, who.id);
  if (!customer) throw new AppError('UNAUTHORIZED');
  await assertMayTry(limiter, 'customer', customer.username_key, customer.locked_at !== null);

  if (!(await verifyPassword(customer.password_hash, input.oldPassword))) {
    const failure = await recordFailure(limiter, 'customer', customer.username_key);
    await audit(db, {
      actor: { kind: 'customer', id: customer.id },
      event: 'login_failed',
      meta,
      details: { via: 'change_password', consecutive: failure.consecutive },
    });
    if (failure.locked) {
      await lockCustomer(db, customer.id, clock.now());
      await audit(db, {
        actor: { kind: 'customer', id: customer.id },
        event: 'account_locked',
        meta,
        details: { via: 'change_password' },
      });
      ctx.log.warn(
        { event: 'account_locked', customerId: customer.id.toString(), ip: meta.ip },
        'account locked',
      );
      throw new AppError('ACCOUNT_LOCKED');
    }
    throw new AppError('INVALID_CREDENTIALS', { message: ACCOUNT_MESSAGES.wrongCurrentPassword });
  }
  await clearFailures(limiter, 'customer', customer.username_key);

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
}
