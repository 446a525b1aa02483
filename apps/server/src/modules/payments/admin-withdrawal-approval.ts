import type { Localized } from '@lalebet/shared';
import type { Kysely, Transaction } from 'kysely';
import { assertNotCreditor } from '../../core/approvals/index.ts';
import { audit } from '../../core/audit.ts';
import { intOption, readOptions } from '../../core/site-options.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import type { LockedPayment } from './payments.repository.ts';

/** Site option (kuruş): a withdrawal above it needs two approvers (ADR 041). */
export const WITHDRAWAL_APPROVAL_OPTION = 'withdrawalapprovalthreshold';
export const WITHDRAWAL_APPROVAL_DEFAULT = 1_000_000; // 10.000 ₺

export async function withdrawalApprovalThreshold(db: Kysely<Database>): Promise<bigint> {
  const key = WITHDRAWAL_APPROVAL_OPTION;
  return BigInt(intOption(await readOptions(db, [key]), key, WITHDRAWAL_APPROVAL_DEFAULT, 0, 1e12));
}

const SAME_APPROVER: Localized = {
  en: 'You gave the first approval of this withdrawal: a second staff member must confirm it.',
  tr: 'Bu çekimin ilk onayını siz verdiniz: ikinci onayı başka bir personel vermeli.',
};

/**
 * The rules a confirm passes before the money leaves
 * (docs/decisions/041-separation-of-duties-for-money.md), in the decision's transaction with
 * the payment row locked: the confirmer is not the player's linked staff account nor someone who
 * credited the player in the last 7 days; above `threshold` the first confirm is recorded and
 * answered 'first' (nothing is paid), and only a different staff member's confirm pays it out.
 */
export async function confirmGate(
  trx: Transaction<Database>,
  payment: LockedPayment,
  staffId: bigint,
  threshold: bigint,
  ctx: { meta: RequestMeta; now: Date },
): Promise<'first' | 'pay'> {
  await assertNotCreditor(trx, staffId, payment.customer_id, ctx.now);
  if (payment.amount <= threshold) return 'pay';
  const first = await trx
    .selectFrom('withdrawal_approval')
    .selectAll()
    .where('payment_id', '=', payment.id)
    .executeTakeFirst();
  if (first) {
    if (first.approved_by === staffId) throw new AppError('APPROVAL_OWN_REQUEST', { message: SAME_APPROVER });
    if (first.amount !== payment.amount) throw new AppError('APPROVAL_CHANGED');
    return 'pay';
  }
  await trx
    .insertInto('withdrawal_approval')
    .values({ payment_id: payment.id, approved_by: staffId, approved_at: ctx.now, amount: payment.amount })
    .execute();
  await audit(trx, {
    actor: { kind: 'admin', id: staffId },
    event: 'withdrawal_first_approved',
    meta: ctx.meta,
    details: {
      paymentId: String(payment.id),
      customerId: String(payment.customer_id),
      amount: String(payment.amount),
      threshold: String(threshold),
    },
  });
  return 'first';
}
