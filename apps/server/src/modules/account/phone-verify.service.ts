import {
  type AccountsContext,
  reserveCodeTry,
  giveTryBack,
  judgeCode,
  type AuthenticatedCustomer,
} from '../../core/accounts/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../core/audit.ts';
import { clock } from '../../lib/clock.ts';
import { violatedConstraint } from '../../lib/db-errors.ts';
import { maskPhone, normalizePhone } from '../../lib/phone.ts';
import { noticePhoneChanged } from './phone-change.service.ts';
import { consumePhoneCode, currentPhone, markPhoneVerified, takePhoneTry } from './phone.repository.ts';

/**
 * Step 2: the code must be the one sent to this very number (a code cannot verify another
 * number, and a number verified by another account never got a code, so it fails here). On success the number becomes the customer's phone, verified; a replaced verified number is told, and so is the account's e-mail.
 */
export async function verifyPhoneCode(
  ctx: AccountsContext,
  customer: AuthenticatedCustomer,
  rawPhone: string,
  code: string,
): Promise<void> {
  const phone = normalizePhone(rawPhone);
  // The account's code budget and the code's try are both taken before comparing (atomic).
  const budget = await reserveCodeTry(ctx, customer.usernameKey, customer.id, 'phone');
  const stored = await takePhoneTry(ctx.db, customer.id, phone);
  const verdict = judgeCode(stored, code);
  await budget.settle(verdict !== 'wrong');
  if (verdict === 'wrong') throw new AppError('INVALID_CODE');
  await giveTryBack(ctx.db, 'phone_code', customer.id);
  if (verdict === 'expired') throw new AppError('CODE_EXPIRED');

  const now = clock.now();
  const { verified, previous } = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const before = await currentPhone(trx, customer.id);
      const consumed = await consumePhoneCode(trx, customer.id, stored!.code_hash, now);
      if (consumed) await markPhoneVerified(trx, customer.id, consumed, now);
      return { verified: consumed, previous: before };
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
  if (previous.phone_verified_at !== null && previous.phone !== verified) {
    noticePhoneChanged(ctx, customer, { phone: previous.phone, locale: previous.locale }, verified);
  }
  ctx.events.emit('profileChanged', { customerId: customer.id, phone: verified, smsVerified: true });
}
