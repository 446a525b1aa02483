import { TransactionKind } from '@lalebet/shared';
import type { AuthenticatedAdmin } from '../../core/accounts/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../core/audit.ts';
import { maskCardLast4 } from '../../lib/payout-mask.ts';
import type { PaymentsContext } from './payments.context.ts';
import type { DetailValue } from './payments.table.ts';
import { openDestination } from './payout-details.ts';

/** What the operator sees by default: the stored detail, a card shown by its last four digits. */
export function displayDetail(detail: Record<string, DetailValue>): Record<string, DetailValue> {
  const { CardLast4, ...rest } = detail;
  return typeof CardLast4 === 'string' ? { ...rest, CardNo: maskCardLast4(CardLast4) } : rest;
}

/**
 * The one way to read a withdrawal's IBAN or wallet address in clear: the destination is
 * decrypted for this answer only, and the read is audited with the operator, before it is shown
 * (docs/decisions/015-withdrawal-step-up-and-payout-details.md).
 */
export async function revealWithdrawalDetail(
  ctx: Pick<PaymentsContext, 'db' | 'runtime' | 'meta' | 'log'>,
  admin: AuthenticatedAdmin,
  id: number,
): Promise<Record<string, DetailValue>> {
  const row = await ctx.db
    .selectFrom('payment as p')
    .leftJoin('payout_destination as d', 'd.id', 'p.payout_destination_id')
    .select(['p.id', 'p.customer_id', 'p.detail', 'd.kind', 'd.key_id', 'd.ciphertext', 'd.masked'])
    .where('p.id', '=', BigInt(id))
    .where('p.kind', '=', TransactionKind.Withdraw)
    .executeTakeFirst();
  if (!row) throw new AppError('WITHDRAWAL_NOT_FOUND');
  const detail = displayDetail(row.detail);
  if (row.kind && row.key_id && row.ciphertext) {
    const clear = openDestination(ctx.runtime.payoutKeys, {
      customer_id: row.customer_id,
      kind: row.kind,
      key_id: row.key_id,
      ciphertext: row.ciphertext,
    });
    const key = Object.keys(detail).find((k) => detail[k] === row.masked);
    if (key) detail[key] = clear;
  }
  await audit(ctx.db, {
    actor: { kind: 'admin', id: admin.id },
    event: 'payout_detail_revealed',
    meta: ctx.meta,
    details: { paymentId: String(row.id), customerId: String(row.customer_id) },
  });
  ctx.log.info({ paymentId: String(row.id), adminId: String(admin.id) }, 'payments: payout detail revealed');
  return detail;
}
