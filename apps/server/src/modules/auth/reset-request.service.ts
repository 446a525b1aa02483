import type { AccountsContext } from '../../lib/accounts/context.ts';
import { findCustomerByUsernameKey } from '../../lib/accounts/customers.repository.ts';
import { issueCode } from '../../lib/accounts/one-time-code.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { HOUR_MS, clock } from '../../lib/clock.ts';
import { canonicalIdentifier, forLog } from '../../lib/identity.ts';
import { retryAfterSeconds, uniqueMember } from '../../lib/rate-limit/index.ts';
import { resetCodeMail } from './auth.messages.ts';
import { saveResetCode } from './reset.repository.ts';

export const RESET_RULES = {
  mailsPerAccountPerHour: 3,
  requestsPerIp: { max: 10, windowMs: 15 * 60_000 },
} as const;

/**
 * Step 1 of recovery. The answer is the same whether or not the username exists, and whether or
 * not a mail goes out: past 3 mails an hour for one account nothing is sent, silently. The mail
 * always goes to the address stored on the account, never to anything the caller typed.
 */
export async function requestReset(ctx: AccountsContext, username: string): Promise<void> {
  const { db, limiter, meta } = ctx;
  await limitPerIp(ctx, 'reset:ip', RESET_RULES.requestsPerIp);
  const customer = await findCustomerByUsernameKey(db, canonicalIdentifier(username));
  let emailed = false;
  if (customer) {
    const key = `reset:mail:${customer.id}`;
    const now = clock.ms();
    const { count } = await limiter.countWindow(key, now, HOUR_MS);
    if (count < RESET_RULES.mailsPerAccountPerHour) {
      await limiter.addToWindow(key, uniqueMember(), now, HOUR_MS);
      const { code, row } = issueCode();
      await saveResetCode(db, customer.id, row);
      ctx.messenger.send({
        channel: 'email',
        to: customer.email,
        locale: customer.locale,
        ...resetCodeMail(customer.locale, customer.username, code),
      });
      emailed = true;
    }
  }
  await audit(db, {
    actor: { kind: 'customer', id: customer?.id ?? null },
    event: 'reset_requested',
    meta,
    details: { username: forLog(username), emailed },
  });
}

/** A per-IP cap on recovery calls; the same for every username, so it reveals nothing about accounts. */
export async function limitPerIp(
  { limiter, meta }: AccountsContext,
  prefix: string,
  rule: { max: number; windowMs: number },
): Promise<void> {
  const now = clock.ms();
  const key = `${prefix}:${meta.ip}`;
  const n = await limiter.addToWindow(key, uniqueMember(), now, rule.windowMs);
  if (n > rule.max) {
    const { oldestAt } = await limiter.countWindow(key, now, rule.windowMs);
    throw new AppError('TOO_MANY_ATTEMPTS', {
      headers: { 'retry-after': String(retryAfterSeconds((oldestAt ?? now) + rule.windowMs, now)) },
    });
  }
}
