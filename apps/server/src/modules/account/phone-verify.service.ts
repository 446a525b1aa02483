import type { AccountsContext } from '../../lib/accounts/context.ts';
import { countWrongTry, judgeCode } from '../../lib/accounts/one-time-code.ts';
import type { AuthenticatedCustomer } from '../../lib/accounts/resolve-session.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { clock } from '../../lib/clock.ts';
import { violatedConstraint } from '../../lib/db-errors.ts';
import { maskPhone, normalizePhone } from '../../lib/phone.ts';
import { consumePhoneCode, findPhoneCode, markPhoneVerified } from './phone.repository.ts';

/**
 * Step 2: the code must be the one sent to this very number (a code cannot verify another
 * number). On success the number becomes the customer's phone, verified.
 */
export async function verifyPhoneCode(
  ctx: AccountsContext,
  customer: AuthenticatedCustomer,
  rawPhone: string,
  code: string,
): Promise<void> {
  const phone = normalizePhone(rawPhone);
  const stored = await findPhoneCode(ctx.db, customer.id);
  const verdict = judgeCode(stored?.phone === phone ? stored : undefined, code);
  if (verdict === 'wrong') {
    if (stored) await countWrongTry(ctx.db, 'phone_code', customer.id);
    throw new AppError('INVALID_CODE');
  }
  if (verdict === 'expired') throw new AppError('CODE_EXPIRED');

  const now = clock.now();
  const verified = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const consumed = await consumePhoneCode(trx, customer.id, stored!.code_hash, now);
      if (consumed) await markPhoneVerified(trx, customer.id, consumed, now);
      return consumed;
    })
    .catch((err: unknown) => {
      // Another account verified the same number between our two steps.
      if (violatedConstraint(err)?.includes('customer_verified_phone_uq')) throw new AppError('PHONE_TAKEN');
      throw err;
    });
  if (!verified) throw new AppError('INVALID_CODE');
  await audit(ctx.db, {
    actor: { kind: 'customer', id: customer.id },
    event: 'phone_verified',
    meta: ctx.meta,
    details: { phone: maskPhone(verified) },
  });
  ctx.events.emit('profileChanged', { customerId: customer.id, phone: verified, smsVerified: true });
}
