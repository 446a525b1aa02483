import type { AccountsContext } from '../../lib/accounts/context.ts';
import { issueCode } from '../../lib/accounts/one-time-code.ts';
import type { AuthenticatedCustomer } from '../../lib/accounts/resolve-session.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { DAY_MS, HOUR_MS, clock } from '../../lib/clock.ts';
import { fieldError } from '../../lib/field-error.ts';
import { hasAllowedPrefix, isPlausiblePhone, maskPhone, normalizePhone } from '../../lib/phone.ts';
import { type RateLimitStore, retryAfterSeconds, uniqueMember } from '../../lib/rate-limit/index.ts';
import { phoneCodeSms } from './account.messages.ts';
import { phoneVerifiedElsewhere, savePhoneCode } from './phone.repository.ts';

/** SMS costs money and is the favourite target of SMS pumping (OWASP MFA CS, checklist D3). */
export const SMS_RULES = {
  resendAfterMs: 60_000,
  perDay: 5,
  dayMs: DAY_MS,
  perIpPerHour: 10,
} as const;

/** Step 1 of phone verification: a 6-digit code by SMS to the number given, in the customer's language. */
export async function sendPhoneCode(
  ctx: AccountsContext,
  customer: AuthenticatedCustomer,
  rawPhone: string,
  allowedPrefixes: readonly string[],
): Promise<void> {
  const phone = normalizePhone(rawPhone);
  // Checked before anything is counted or sent: no SMS leaves for a country we do not serve.
  if (!hasAllowedPrefix(phone, allowedPrefixes)) throw new AppError('PHONE_PREFIX_NOT_ALLOWED');
  if (!isPlausiblePhone(phone)) throw fieldError('phone', 'v.phone');
  if (await phoneVerifiedElsewhere(ctx.db, customer.id, phone)) throw new AppError('PHONE_TAKEN');
  await applySmsLimits(ctx.limiter, customer.id, phone, ctx.meta.ip);

  const { code, row } = issueCode();
  await savePhoneCode(ctx.db, customer.id, phone, row);
  ctx.messenger.send({
    channel: 'sms',
    to: phone,
    locale: ctx.meta.locale,
    ...phoneCodeSms(ctx.meta.locale, code),
  });
  await audit(ctx.db, {
    actor: { kind: 'customer', id: customer.id },
    event: 'phone_code_sent',
    meta: ctx.meta,
    details: { phone: maskPhone(phone) },
  });
}

async function applySmsLimits(limiter: RateLimitStore, customerId: bigint, phone: string, ip: string) {
  const now = clock.ms();
  const cooldowns = [`sms:next:account:${customerId}`, `sms:next:phone:${phone}`];
  for (const key of cooldowns) {
    const until = await limiter.getNumber(key);
    if (until !== null && until > now) throw retry('RESEND_TOO_SOON', until, now);
  }
  const daily = [`sms:day:account:${customerId}`, `sms:day:phone:${phone}`];
  for (const key of daily) {
    const { count, oldestAt } = await limiter.countWindow(key, now, SMS_RULES.dayMs);
    if (count >= SMS_RULES.perDay) throw retry('SMS_LIMIT_REACHED', (oldestAt ?? now) + SMS_RULES.dayMs, now);
  }
  const ipKey = `sms:ip:${ip}`;
  const perIp = await limiter.countWindow(ipKey, now, HOUR_MS);
  if (perIp.count >= SMS_RULES.perIpPerHour)
    throw retry('TOO_MANY_ATTEMPTS', (perIp.oldestAt ?? now) + HOUR_MS, now);

  for (const key of daily) await limiter.addToWindow(key, uniqueMember(), now, SMS_RULES.dayMs);
  await limiter.addToWindow(ipKey, uniqueMember(), now, HOUR_MS);
  for (const key of cooldowns)
    await limiter.setNumber(key, now + SMS_RULES.resendAfterMs, SMS_RULES.resendAfterMs);
}

const retry = (
  code: 'RESEND_TOO_SOON' | 'SMS_LIMIT_REACHED' | 'TOO_MANY_ATTEMPTS',
  until: number,
  now: number,
) => new AppError(code, { headers: { 'retry-after': String(retryAfterSeconds(until, now)) } });
