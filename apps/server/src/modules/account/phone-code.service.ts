import {
  codesFrozen,
  type AccountsContext,
  issueCode,
  type AuthenticatedCustomer,
} from '../../core/accounts/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../core/audit.ts';
import { DAY_MS, HOUR_MS, clock } from '../../lib/clock.ts';
import { fieldError } from '../../lib/field-error.ts';
import { hasAllowedPrefix, isPlausiblePhone, maskPhone, normalizePhone } from '../../lib/phone.ts';
import { type RateLimitStore, retryAfterSeconds } from '../../infra/rate-limit/index.ts';
import { ipLimitKey } from '../../lib/request-meta.ts';
import { phoneCodeSms } from './account.messages.ts';
import { assertMayChangePhone } from './phone-change.service.ts';
import { phoneVerifiedElsewhere, savePhoneCode } from './phone.repository.ts';

/** SMS costs money and is the favourite target of SMS pumping (OWASP MFA CS, checklist D3). */
export const SMS_RULES = {
  resendAfterMs: 60_000,
  perDay: 5,
  dayMs: DAY_MS,
  perIpPerHour: 10,
} as const;

/**
 * Step 1 of phone verification: a 6-digit code by SMS to the number given, in the customer's
 * language. Every request counts toward the SMS limits before anything else is looked at, and a
 * number another account already verified gets the same answer as a send, with no SMS: whether
 * a number belongs to a player is not for anyone to learn (docs/decisions/013-login-and-code-guessing.md).
 */
export async function sendPhoneCode(
  ctx: AccountsContext,
  customer: AuthenticatedCustomer,
  rawPhone: string,
  allowedPrefixes: readonly string[],
  password?: string,
): Promise<void> {
  const phone = normalizePhone(rawPhone);
  // Checked before anything is counted or sent: no SMS leaves for a country we do not serve.
  if (!hasAllowedPrefix(phone, allowedPrefixes)) throw new AppError('PHONE_PREFIX_NOT_ALLOWED');
  if (!isPlausiblePhone(phone)) throw fieldError('phone', 'v.phone');
  await assertMayChangePhone(ctx, customer, phone, password);
  if (await codesFrozen(ctx, customer.usernameKey)) throw new AppError('CODES_FROZEN');
  await applySmsLimits(ctx.limiter, customer.id, phone, ipLimitKey(ctx.meta.ip));

  const taken = await phoneVerifiedElsewhere(ctx.db, customer.id, phone);
  if (!taken) {
    const { code, row } = issueCode();
    await savePhoneCode(ctx.db, customer.id, phone, row);
    ctx.messenger.send({
      channel: 'sms',
      to: phone,
      locale: ctx.meta.locale,
      ...phoneCodeSms(ctx.meta.locale, code),
    });
  }
  await audit(ctx.db, {
    actor: { kind: 'customer', id: customer.id },
    event: 'phone_code_sent',
    meta: ctx.meta,
    details: { phone: maskPhone(phone), ...(taken ? { sent: false, reason: 'PHONE_TAKEN' } : {}) },
  });
}

/**
 * Cool-downs first, then the daily and per-address caps. Each is one atomic counter step
 * (reserve, then compare), so 10 parallel requests send at most one SMS.
 */
async function applySmsLimits(limiter: RateLimitStore, customerId: bigint, phone: string, ipKey: string) {
  const now = clock.ms();
  for (const key of [`sms:next:account:${customerId}`, `sms:next:phone:${phone}`]) {
    const c = await limiter.consume(key, SMS_RULES.resendAfterMs);
    if (c.total > 1) throw retry('RESEND_TOO_SOON', now + c.msLeft, now);
  }
  for (const key of [`sms:day:account:${customerId}`, `sms:day:phone:${phone}`]) {
    const c = await limiter.consume(key, SMS_RULES.dayMs);
    if (c.total > SMS_RULES.perDay) throw retry('SMS_LIMIT_REACHED', now + c.msLeft, now);
  }
  const perIp = await limiter.consume(`sms:ip:${ipKey}`, HOUR_MS);
  if (perIp.total > SMS_RULES.perIpPerHour) throw retry('TOO_MANY_ATTEMPTS', now + perIp.msLeft, now);
}

const retry = (
  code: 'RESEND_TOO_SOON' | 'SMS_LIMIT_REACHED' | 'TOO_MANY_ATTEMPTS',
  until: number,
  now: number,
) => new AppError(code, { headers: { 'retry-after': String(retryAfterSeconds(until, now)) } });
