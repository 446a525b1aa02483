import type { AdjustmentDirection, AdjustmentReasonCode } from '@lalebet/shared';
import type { Transaction } from 'kysely';
import {
  type ApprovalRow,
  approveRequest,
  assertNotBeneficiary,
  markExecuted,
  pendingColumns,
  rejectRequest,
} from '../../core/approvals/index.ts';
import { audit } from '../../core/audit.ts';
import { DEFAULT_CURRENCY } from '../../core/ledger/index.ts';
import { readOptions } from '../../core/site-options.ts';
import type { Database } from '../../db/database.ts';
import { fireAfterCommit } from '../../lib/after-commit.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { forLog } from '../../lib/identity.ts';
import type { AdjustmentsContext } from './adjustments.context.ts';
import { type AdjustmentPayload, adjustmentPayloadHash, postAdjustment } from './adjustments.ledger.ts';
import { customerExists, insertAdjustmentInWindow } from './adjustments.repository.ts';

/** Site option: amounts (kuruş) from this one up wait for a second person. */
export const FOUR_EYES_OPTION = 'adjustment_four_eyes_minor';
export const FOUR_EYES_DEFAULT = 100_000n; // 1.000 ₺

export async function fourEyesThreshold(ctx: Pick<AdjustmentsContext, 'db'>): Promise<bigint> {
  const raw = (await readOptions(ctx.db, [FOUR_EYES_OPTION])).get(FOUR_EYES_OPTION);
  return raw && /^\d{1,15}$/.test(raw) ? BigInt(raw) : FOUR_EYES_DEFAULT;
}

type Row = ApprovalRow<'adjustment'>;
const payloadOf = (row: Row): AdjustmentPayload => ({
  customerId: row.customer_id,
  direction: row.direction,
  amount: row.amount,
  currency: row.currency,
  reasonCode: row.reason_code,
  note: row.note,
});

/**
 * A manual credit or debit of a player's cash. It is posted at once only while the rolling
 * 24-hour totals of its requester and of its player, itself included, stay under the four-eyes
 * threshold (docs/decisions/041-separation-of-duties-for-money.md: slices add up); otherwise it
 * waits, bound to the hash of this exact request, for someone else's approval.
 */
export async function requestAdjustment(
  ctx: AdjustmentsContext,
  input: {
    customerId: number;
    direction: AdjustmentDirection;
    amount: string;
    reasonCode: AdjustmentReasonCode;
    note: string;
  },
) {
  const payload: AdjustmentPayload = {
    customerId: BigInt(input.customerId),
    direction: input.direction,
    amount: BigInt(input.amount),
    currency: DEFAULT_CURRENCY,
    reasonCode: input.reasonCode,
    note: input.note,
  };
  const threshold = await fourEyesThreshold(ctx);
  const result = await ctx.db.transaction().execute(async (trx) => {
    if (!(await customerExists(trx, payload.customerId))) throw new AppError('CUSTOMER_NOT_FOUND');
    await assertNotBeneficiary(trx, ctx.staff.id, payload.customerId);
    const now = clock.now();
    const row = {
      customer_id: payload.customerId,
      direction: payload.direction,
      amount: payload.amount,
      currency: payload.currency,
      reason_code: payload.reasonCode,
      note: payload.note,
      ...pendingColumns(ctx.staff.id, adjustmentPayloadHash(payload), now),
    };
    const { id, waits } = await insertAdjustmentInWindow(trx, row, threshold);
    const immediate = !waits;
    await audit(trx, {
      actor: { kind: 'admin', id: ctx.staff.id },
      event: 'adjustment_requested',
      meta: ctx.meta,
      details: { ...auditDetails(id, payload), fourEyes: !immediate },
    });
    if (!immediate) return { id, status: 'pending' as const };
    await execute(ctx, trx, id, payload, now);
    return { id, status: 'executed' as const };
  });
  if (result.status === 'executed') balanceChanged(ctx, payload.customerId);
  return { id: Number(result.id), status: result.status };
}

/**
 * The second person's approval (docs/decisions/035-four-eyes-approvals.md): posted in the
 * approval's transaction, so concurrent approvals post once and the others find it closed.
 */
export async function approveAdjustment(ctx: AdjustmentsContext, id: bigint, payloadHash: string) {
  const customerId = await ctx.db.transaction().execute(async (trx) => {
    const { row, effect } = await approveRequest(trx, 'adjustment', id, ctx.staff.id, payloadHash, {
      hashOf: (r) => adjustmentPayloadHash(payloadOf(r)),
      execute: async (r) => ({ transfer_id: await postAdjustment(trx, r.id, payloadOf(r)) }),
    });
    await executed(ctx, trx, row.id, payloadOf(row), effect.transfer_id!);
    return row.customer_id;
  });
  balanceChanged(ctx, customerId);
}

export async function rejectAdjustment(ctx: AdjustmentsContext, id: bigint, reason: string) {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await rejectRequest(trx, 'adjustment', id, ctx.staff.id, reason);
    await audit(trx, {
      actor: { kind: 'admin', id: ctx.staff.id },
      event: 'adjustment_rejected',
      meta: ctx.meta,
      details: { ...auditDetails(row.id, payloadOf(row)), reason: forLog(reason, 200) },
    });
  });
}

type Trx = Transaction<Database>;

/** Below the threshold: posted at once, decided by its requester. */
async function execute(ctx: AdjustmentsContext, trx: Trx, id: bigint, p: AdjustmentPayload, now: Date) {
  const transfer = await postAdjustment(trx, id, p);
  await markExecuted(trx, 'adjustment', id, ctx.staff.id, now, { transfer_id: transfer });
  await executed(ctx, trx, id, p, transfer);
}

async function executed(
  ctx: AdjustmentsContext,
  trx: Trx,
  id: bigint,
  p: AdjustmentPayload,
  transfer: string,
) {
  await audit(trx, {
    actor: { kind: 'admin', id: ctx.staff.id },
    event: 'adjustment_executed',
    meta: ctx.meta,
    details: { ...auditDetails(id, p), transferId: transfer },
  });
}

const auditDetails = (id: bigint, p: AdjustmentPayload) => ({
  adjustmentId: String(id),
  customerId: String(p.customerId),
  direction: p.direction,
  amount: String(p.amount),
  reasonCode: p.reasonCode,
});

function balanceChanged(ctx: AdjustmentsContext, customerId: bigint) {
  fireAfterCommit(ctx.log, 'adjustments', [() => ctx.notifier.balanceChanged(customerId)]);
}
