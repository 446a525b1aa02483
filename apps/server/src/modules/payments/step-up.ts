import {
  findCustomerById,
  lockAccount,
  guardedPasswordCheck,
  lockRunning,
} from '../../core/accounts/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../core/audit.ts';
import { fieldError } from '../../lib/field-error.ts';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password.ts';
import { ipLimitKey } from '../../lib/request-meta.ts';
import type { PaymentsContext } from './payments.context.ts';
import { PAYMENT_MESSAGES } from './payments.messages.ts';
import { useWithdrawalCode } from './withdrawal-code.ts';

export type StepUpAccount = NonNullable<Awaited<ReturnType<typeof findCustomerById>>>;

/**
 * A withdrawal is confirmed by the account password or by the SMS code sent to the verified
 * phone (docs/decisions/015-withdrawal-step-up-and-payout-details.md, ASVS 7.5.3): a stolen
 * session alone cannot move money out. A wrong password is a failed login and counts toward the
 * same throttle and lock; it answers 400, never 401, so the web keeps the session (until a lock
 * ends it).
 */
export async function confirmStepUp(
  ctx: PaymentsContext,
  customerId: bigint,
  body: { password?: string | undefined; smsCode?: string | undefined },
): Promise<StepUpAccount> {
  const customer = await findCustomerById(ctx.db, customerId);
  if (!customer) throw new AppError('UNAUTHORIZED');
  if (body.smsCode !== undefined) {
    await useWithdrawalCode(ctx.db, customer.id, body.smsCode);
    return customer;
  }
  if (!body.password) throw fieldError('password', 'v.required');
  const password = body.password;
  // The login's atomic guard (docs/decisions/045-throttle-not-lock.md): the attempt is reserved
  // before the hash, at most 5 checks per network, and a wide attack locks the account, ending
  // every session and mailing the owner, exactly as at login.
  const check = await guardedPasswordCheck(
    ctx.limiter,
    'customer',
    customer.username_key,
    ipLimitKey(ctx.meta.ip),
    {
      locked: lockRunning(customer),
      verify: () => verifyPassword(customer.password_hash, password),
      spend: () => verifyAgainstDummy(password),
      onLock: (until) => lockAccount(ctx, customer, customer.username, 'withdraw', until),
      sideBySide: true,
    },
  );
  if (check.ok) return customer;
  await audit(ctx.db, {
    actor: { kind: 'customer', id: customer.id },
    event: 'login_failed',
    meta: ctx.meta,
    details: { via: 'withdraw', failures: check.failures },
  });
  if (check.locked) throw new AppError('ACCOUNT_LOCKED');
  throw new AppError('INVALID_CREDENTIALS', { message: PAYMENT_MESSAGES.wrongPassword });
}
