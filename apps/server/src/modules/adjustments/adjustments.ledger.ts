import {
  type AdjustmentDirection,
  type AdjustmentReasonCode,
  adjustmentCanonicalPayload,
} from '@lalebet/shared';
import type { Transaction } from 'kysely';
import { payloadHash } from '../../core/approvals/index.ts';
import {
  LedgerError,
  ensurePlayerAccount,
  ensureSystemAccount,
  postTransfers,
  transferId,
} from '../../core/ledger/index.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';

/** The house side of every adjustment: what the operator gave or took back, in one place. */
const HOUSE = 'house';

export type AdjustmentPayload = {
  customerId: bigint;
  direction: AdjustmentDirection;
  amount: bigint;
  currency: string;
  reasonCode: AdjustmentReasonCode;
  note: string;
};

/** sha256 (hex) of the canonical request: what an approver's decision is bound to. */
export function adjustmentPayloadHash(p: AdjustmentPayload): string {
  return payloadHash(adjustmentCanonicalPayload(p));
}

/**
 * One double-entry posting between the player's cash account and `adjustment:house`, inside the
 * caller's transaction. The transfer id is derived from the adjustment's id, so the ledger
 * itself refuses a second execution; a debit the balance cannot cover fails the ledger's
 * no-overdraft check and rolls the decision back.
 */
export async function postAdjustment(
  trx: Transaction<Database>,
  adjustmentId: bigint,
  p: AdjustmentPayload,
): Promise<string> {
  const house = await ensureSystemAccount(trx, 'adjustment', HOUSE, p.currency);
  const player = await ensurePlayerAccount(trx, p.customerId, p.currency);
  const id = transferId('adjustment', adjustmentId);
  const credit = p.direction === 'credit';
  try {
    await postTransfers(trx, [
      {
        id,
        debit: credit ? house : player,
        credit: credit ? player : house,
        amount: p.amount,
        currency: p.currency,
        code: credit ? 'adjustment_credit' : 'adjustment_debit',
        metadata: { adjustmentId: String(adjustmentId), reasonCode: p.reasonCode },
      },
    ]);
  } catch (err) {
    if (err instanceof LedgerError && err.code === 'insufficient_funds')
      throw new AppError('INSUFFICIENT_FUNDS');
    throw err;
  }
  return id;
}
