import {
  type AccountsContext,
  findCustomerById,
  lockAccount,
  guardedPasswordCheck,
  lockRunning,
  type AuthenticatedCustomer,
} from '../../core/accounts/index.ts';
import { ipLimitKey } from '../../lib/request-meta.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../core/audit.ts';
import { fieldError } from '../../lib/field-error.ts';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password.ts';
import { maskPhone } from '../../lib/phone.ts';
import { ACCOUNT_MESSAGES, phoneChangedMail, phoneChangedSms } from './account.messages.ts';

/**
 * Replacing a verified phone number needs the account password (security checklist D4): a
 * stolen session alone cannot move the number that receives the account's codes. The try
 * counts toward the login lockout like a change of password. A first number, or the same
 * number again, needs none.
 */
export async function assertMayChangePhone(
  ctx: AccountsContext,
  who: AuthenticatedCustomer,
  phone: string,
  password: string | undefined,
) {
  const customer = await findCustomerById(ctx.db, who.id);
  if (!customer) throw new AppError('UNAUTHORIZED');
  if (customer.phone_verified_at === null || customer.phone === phone) return;
  if (password === undefined) throw fieldError('password', 'v.passwordForPhone');
  const check = await guardedPasswordCheck(
    ctx.limiter,
    'customer',
    customer.username_key,
    ipLimitKey(ctx.meta.ip),
    {
      locked: lockRunning(customer),
      verify: () => verifyPassword(customer.password_hash, password),
      spend: () => verifyAgainstDummy(password),
      onLock: (until) => lockAccount(ctx, customer, customer.username, 'change_phone', until),
    },
  );
  if (!check.ok) {
    await audit(ctx.db, {
      actor: { kind: 'customer', id: customer.id },
      event: 'login_failed',
      meta: ctx.meta,
      details: { via: 'change_phone', failures: check.failures },
    });
    throw new AppError('INVALID_CREDENTIALS', { message: ACCOUNT_MESSAGES.wrongCurrentPassword });
  }
}

/**
 * After a verified number was replaced: the old number gets an SMS and the account an e-mail,
 * so a takeover that moves the phone does not go unnoticed (security checklist D4).
 */
export function noticePhoneChanged(
  ctx: AccountsContext,
  who: AuthenticatedCustomer,
  previous: { phone: string; locale: 'tr' | 'en' },
  phone: string,
) {
  ctx.messenger.send({
    channel: 'sms',
    to: previous.phone,
    locale: previous.locale,
    ...phoneChangedSms(previous.locale, maskPhone(phone)),
  });
  ctx.messenger.send({
    channel: 'email',
    to: who.email,
    locale: previous.locale,
    ...phoneChangedMail(previous.locale, who.username, maskPhone(previous.phone), maskPhone(phone)),
  });
}
