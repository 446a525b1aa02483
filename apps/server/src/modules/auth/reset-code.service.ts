import {
  reserveCodeTry,
  type AccountsContext,
  findCustomerByUsernameKey,
  clearFailures,
  giveTryBack,
  judgeCode,
  passwordChangedMail,
  closeSessions,
} from '../../core/accounts/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../core/audit.ts';
import { clock } from '../../lib/clock.ts';
import { canonicalIdentifier } from '../../lib/identity.ts';
import { assertAcceptablePassword } from '../../core/password-policy.ts';
import { hashPassword } from '../../lib/password.ts';
import { limitPerIp } from './reset-request.service.ts';
import { consumeResetCode, resetPassword, takeResetTry } from './reset.repository.ts';

/** Code guesses per IP (IPv6: per /64) across all accounts. */
const CODE_CHECKS_PER_IP = { max: 30, windowMs: 15 * 60_000 };

/**
 * Steps 2 and 3 share this. Before anything is compared, the guess takes a try of the code and
 * then a point of the account's code budget (both atomic), so parallel guesses cannot share one
 * try; the code must then be right and live. With no live code there is nothing to guess: the
 * answer is INVALID_CODE and the budget is not touched, so strangers' guesses cannot freeze the
 * recovery of an owner who has not asked for a code (docs/decisions/045-throttle-not-lock.md).
 */
async function verifiedReset(ctx: AccountsContext, username: string, code: string) {
  await limitPerIp(ctx, 'reset-code:ip', CODE_CHECKS_PER_IP);
  const key = canonicalIdentifier(username);
  const customer = await findCustomerByUsernameKey(ctx.db, key);
  const taken = customer ? await takeResetTry(ctx.db, customer.id) : undefined;
  const live = !!taken && taken.expires_at.getTime() > clock.ms();
  const budget = live ? await reserveCodeTry(ctx, key, customer!.id, 'reset') : null;
  const verdict = judgeCode(taken, code);
  await budget?.settle(verdict !== 'wrong');
  if (verdict === 'wrong') throw new AppError('INVALID_CODE');
  await giveTryBack(ctx.db, 'password_reset_code', customer!.id);
  if (verdict === 'expired') throw new AppError('CODE_EXPIRED');
  return { customer: customer!, stored: taken! };
}

/** Step 2: tells whether the code is good without using it up. */
export async function checkResetCode(ctx: AccountsContext, username: string, code: string): Promise<void> {
  await verifiedReset(ctx, username, code);
}

/**
 * Step 3: new password. Uses the code up, lifts a lockout, ends every session of the account
 * (whoever else was in is out), and tells the owner by e-mail. No automatic login (OWASP FP CS).
 */
export async function changePasswordWithCode(
  ctx: AccountsContext,
  input: { username: string; code: string; password: string },
): Promise<void> {
  const { customer, stored } = await verifiedReset(ctx, input.username, input.code);
  // Checked before the code is used, so a refused password does not cost the customer their code.
  await assertAcceptablePassword(ctx.db, input.password, customer);
  const hash = await hashPassword(input.password);
  const now = clock.now();
  const consumed = await ctx.db.transaction().execute(async (trx) => {
    if (!(await consumeResetCode(trx, customer.id, stored.code_hash, now))) return false;
    await resetPassword(trx, customer.id, hash, now);
    return true;
  });
  if (!consumed) throw new AppError('INVALID_CODE'); // used by a concurrent request a moment ago

  await clearFailures(ctx.limiter, 'customer', customer.username_key);
  const ended = await closeSessions(ctx.db, ctx.events, customer.id, {}, 'password_reset');
  await audit(ctx.db, {
    actor: { kind: 'customer', id: customer.id },
    event: 'reset_completed',
    meta: ctx.meta,
    details: { sessionsEnded: ended.length, wasLocked: customer.locked_at !== null },
  });
  ctx.messenger.send({
    channel: 'email',
    to: customer.email,
    locale: customer.locale,
    ...passwordChangedMail(customer.locale, customer.username),
  });
}
