import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { findCustomerById, CODE_RULES, issueCode } from '../../core/accounts/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../core/audit.ts';
import { DAY_MS, clock } from '../../lib/clock.ts';
import { maskPhone } from '../../lib/phone.ts';
import { retryAfterSeconds, uniqueMember } from '../../infra/rate-limit/index.ts';
import { hashCode, sameHash } from '../../lib/secrets.ts';
import type { PaymentsContext } from './payments.context.ts';
import { withdrawalCodeSms } from './withdraw.messages.ts';

/** SMS cost money: one code a minute and five a day per account (security checklist D3). */
export const WITHDRAWAL_CODE_LIMITS = { resendAfterMs: 60_000, perDay: 5, dayMs: DAY_MS } as const;

/** Sends a 6-digit code to the verified phone; it confirms one withdrawal instead of the password. */
export async function sendWithdrawalCode(ctx: PaymentsContext, customerId: bigint): Promise<void> {
  const customer = await findCustomerById(ctx.db, customerId);
  if (!customer) throw new AppError('UNAUTHORIZED');
  if (!customer.phone || !customer.phone_verified_at) throw new AppError('WITHDRAWAL_PHONE_NOT_VERIFIED');
  const now = clock.ms();
  const next = `wdcode:next:${customer.id}`;
  const day = `wdcode:day:${customer.id}`;
  const until = await ctx.limiter.getNumber(next);
  const retry = (code: 'RESEND_TOO_SOON' | 'SMS_LIMIT_REACHED', at: number) =>
    new AppError(code, { headers: { 'retry-after': String(retryAfterSeconds(at, now)) } });
  if (until !== null && until > now) throw retry('RESEND_TOO_SOON', until);
  const { count, oldestAt } = await ctx.limiter.countWindow(day, now, WITHDRAWAL_CODE_LIMITS.dayMs);
  if (count >= WITHDRAWAL_CODE_LIMITS.perDay)
    throw retry('SMS_LIMIT_REACHED', (oldestAt ?? now) + WITHDRAWAL_CODE_LIMITS.dayMs);
  await ctx.limiter.addToWindow(day, uniqueMember(), now, WITHDRAWAL_CODE_LIMITS.dayMs);
  const { resendAfterMs } = WITHDRAWAL_CODE_LIMITS;
  await ctx.limiter.setNumber(next, now + resendAfterMs, resendAfterMs);

  const { code, row } = issueCode();
  await ctx.db
    .insertInto('withdrawal_code')
    .values({ customer_id: customer.id, ...row })
    .onConflict((oc) => oc.column('customer_id').doUpdateSet(row))
    .execute();
  ctx.messenger.send({
    channel: 'sms',
    to: customer.phone,
    locale: customer.locale,
    ...withdrawalCodeSms(customer.locale, code),
  });
  await audit(ctx.db, {
    actor: { kind: 'customer', id: customer.id },
    event: 'phone_code_sent',
    meta: ctx.meta,
    details: { via: 'withdraw', phone: maskPhone(customer.phone) },
  });
}

/**
 * Spends the code. The try is reserved before the code is compared (one UPDATE that only
 * succeeds under the limit), so parallel guesses cannot exceed five; the right code is consumed
 * by a DELETE that only one request can win.
 */
export async function useWithdrawalCode(db: Kysely<Database>, customerId: bigint, code: string) {
  const stored = await db
    .updateTable('withdrawal_code')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('customer_id', '=', customerId)
    .where('attempts', '<', CODE_RULES.maxTries)
    .returning(['code_hash', 'salt', 'attempts', 'expires_at'])
    .executeTakeFirst();
  if (!stored || !sameHash(stored.code_hash, hashCode(code, stored.salt))) {
    if (stored && stored.attempts >= CODE_RULES.maxTries)
      await db.deleteFrom('withdrawal_code').where('customer_id', '=', customerId).execute();
    throw new AppError('INVALID_CODE');
  }
  if (stored.expires_at.getTime() <= clock.ms()) throw new AppError('CODE_EXPIRED');
  const consumed = await db
    .deleteFrom('withdrawal_code')
    .where('customer_id', '=', customerId)
    .where('code_hash', '=', stored.code_hash)
    .returning('customer_id')
    .executeTakeFirst();
  if (!consumed) throw new AppError('INVALID_CODE');
}
