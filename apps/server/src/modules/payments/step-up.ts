import { findCustomerById, lockCustomer } from '../../core/accounts/customers.repository.ts';
import { assertMayTry, clearFailures, recordFailure } from '../../core/accounts/login-guard.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../core/audit.ts';
import { clock } from '../../lib/clock.ts';
import { fieldError } from '../../lib/field-error.ts';
import { verifyPassword } from '../../lib/password.ts';
import type { PaymentsContext } from './payments.context.ts';
import { PAYMENT_MESSAGES } from './payments.messages.ts';
import { useWithdrawalCode } from './withdrawal-code.ts';

export type StepUpAccount = NonNullable<Awaited<ReturnType<typeof findCustomerById>>>;

/**
 * A withdrawal is confirmed by the account password or by the SMS code sent to the verified
 * phone (docs/decisions/015-withdrawal-step-up-and-payout-details.md, ASVS 7.5.3): a stolen
 * session alone cannot move money out. A wrong password is a failed login and counts toward the
 * same lockout (docs/decisions/005-account-security.md); it answers 400, never 401, so the web
 * keeps the session.
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
  await assertMayTry(ctx.limiter, 'customer', customer.username_key, customer.locked_at !== null);
  if (await verifyPassword(customer.password_hash, body.password)) {
    await clearFailures(ctx.limiter, 'customer', customer.username_key);
    return customer;
  }
  const failure = await recordFailure(ctx.limiter, 'customer', customer.username_key);
  const actor = { kind: 'customer' as const, id: customer.id };
  await audit(ctx.db, {
    actor,
    event: 'login_failed',
    meta: ctx.meta,
    details: { via: 'withdraw', consecutive: failure.consecutive },
  });
  if (failure.locked) {
    await lockCustomer(ctx.db, customer.id, clock.now());
    await audit(ctx.db, { actor, event: 'account_locked', meta: ctx.meta, details: { via: 'withdraw' } });
    ctx.log.warn({ event: 'account_locked', customerId: customer.id.toString() }, 'account locked');
    throw new AppError('ACCOUNT_LOCKED');
  }
  throw new AppError('INVALID_CREDENTIALS', { message: PAYMENT_MESSAGES.wrongPassword });
}
