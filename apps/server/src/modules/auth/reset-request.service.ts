import {
  codesFrozen,
  type AccountsContext,
  findCustomerByUsernameKey,
  issueCode,
} from '../../core/accounts/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../core/audit.ts';
import { HOUR_MS, clock } from '../../lib/clock.ts';
import { canonicalIdentifier, forLog } from '../../lib/identity.ts';
import { retryAfterSeconds } from '../../infra/rate-limit/index.ts';
import { ipLimitKey } from '../../lib/request-meta.ts';
import { resetCodeMail } from './auth.messages.ts';
import { saveResetCode } from './reset.repository.ts';

export const RESET_RULES = {
  mailsPerAccountPerHour: 3,
  requestsPerIp: { max: 10, windowMs: 15 * 60_000 },
} as const;

/**
 * Step 1 of recovery. The answer is the same whether or not the username exists, and whether or
 * not a mail goes out: past 3 mails an hour for one account, or while the account's codes are
 * frozen, nothing is sent, silently. Known and unknown usernames do the same limiter work, so
 * the time does not tell them apart either. The mail always goes to the address stored on the
 * account, never to anything the caller typed.
 */
export async function requestReset(ctx: AccountsContext, username: string): Promise<void> {
  const { db, limiter, meta } = ctx;
  await limitPerIp(ctx, 'reset:ip', RESET_RULES.requestsPerIp);
  const key = canonicalIdentifier(username);
  const customer = await findCustomerByUsernameKey(db, key);
  const frozen = await codesFrozen(ctx, key);
  const mails = await limiter.consume(`reset:mail:${key}`, HOUR_MS);
  const { code, row } = issueCode();
  const emailed = !!customer && !frozen && mails.total <= RESET_RULES.mailsPerAccountPerHour;
  if (customer && emailed) {
    await saveResetCode(db, customer.id, row);
    ctx.messenger.send({
      channel: 'email',
      to: customer.email,
      locale: customer.locale,
      ...resetCodeMail(customer.locale, customer.username, code),
    });
  }
  await audit(db, {
    actor: { kind: 'customer', id: customer?.id ?? null },
    event: 'reset_requested',
    meta,
    details: { username: forLog(username), emailed, ...(frozen ? { frozen } : {}) },
  });
}

/**
 * A per-address cap (IPv6: per /64) on recovery calls, counted in one atomic step; the same for
 * every username, so it reveals nothing about accounts.
 */
export async function limitPerIp(
  { limiter, meta }: AccountsContext,
  prefix: string,
  rule: { max: number; windowMs: number },
): Promise<void> {
  const { total, msLeft } = await limiter.consume(`${prefix}:${ipLimitKey(meta.ip)}`, rule.windowMs);
  if (total > rule.max) {
    const now = clock.ms();
    throw new AppError('TOO_MANY_ATTEMPTS', {
      headers: { 'retry-after': String(retryAfterSeconds(now + msLeft, now)) },
    });
  }
}
