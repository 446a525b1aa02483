import type { AdjustmentReasonCode, AdjustmentDirection } from '@lalebet/shared';
import type { Transaction } from 'kysely';
import { audit } from '../../core/audit.ts';
import type { Database } from '../../db/database.ts';
import { readOptions } from '../../core/site-options.ts';
import { DEFAULT_CURRENCY } from '../../core/ledger/index.ts';
import { fireAfterCommit } from '../../lib/after-commit.ts';
import { AppError } from '../../lib/app-error.ts';
import { HOUR_MS, clock } from '../../lib/clock.ts';
import { forLog } from '../../lib/identity.ts';
import type { AdjustmentsContext, Staff } from './adjustments.context.ts';
import { type AdjustmentPayload, adjustmentPayloadHash, postAdjustment } from './adjustments.ledger.ts';
import {
  type AdjustmentRow,
  customerExists,
  decideAdjustment,
  insertAdjustment,
  lockAdjustment,
} from './adjustments.repository.ts';

/** Site option: amounts (kuruş) from this one up wait for a second person. */
export const FOUR_EYES_OPTION = 'adjustment_four_eyes_minor';
export const FOUR_EYES_DEFAULT = 100_000n; // 1.000 ₺
/** How long a request waits for its approval (docs/decisions/030-four-eyes-adjustments.md). */
export const APPROVAL_TTL_MS = 72 * HOUR_MS;

export async function fourEyesThreshold(ctx: Pick<AdjustmentsContext, 'db'>): Promise<bigint> {
  const raw = (await readOptions(ctx.db, [FOUR_EYES_OPTION])).get(FOUR_EYES_OPTION);
  return raw && /^\d{1,15}$/.test(raw) ? BigInt(raw) : FOUR_EYES_DEFAULT;
}

const payloadOf = (row: AdjustmentRow): AdjustmentPayload => ({
  customerId: row.customer_id,
  direction: row.direction,
  amount: row.amount,
  currency: row.currency,
  reasonCode: row.reason_code,
  note: row.note,
});

/**
 * The beneficiary rule (docs/decisions/030-four-eyes-adjustments.md): a staff member may not
 * approve money for herself. Staff accounts are not linked to player accounts yet, so there is
 * nothing to compare; when such a link exists, return true here for the linked staff member.
 */
function isBeneficiary(_staff: Staff, _row: AdjustmentRow): boolean {
  return false;
}

/**
 * A manual credit or debit of a player's cash. Below the four-eyes threshold it is posted at
 * once; from it up it waits, bound to the hash of this exact request, for someone else's approval.
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
  const immediate = payload.amount < (await fourEyesThreshold(ctx));
  const result = await ctx.db.transaction().execute(async (trx) => {
    if (!(await customerExists(trx, payload.customerId))) throw new AppError('CUSTOMER_NOT_FOUND');
    const now = clock.now();
    const id = await insertAdjustment(trx, {
      customer_id: payload.customerId,
      direction: payload.direction,
      amount: payload.amount,
      currency: payload.currency,
      reason_code: payload.reasonCode,
      note: payload.note,
      payload_hash: adjustmentPayloadHash(payload),
      status: 'pending',
      requested_by: ctx.staff.id,
      requested_at: now,
      expires_at: immediate ? null : new Date(now.getTime() + APPROVAL_TTL_MS),
    });
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
 * The second person's approval: executes the request in this transaction, with the request's
 * row locked, so concurrent approvals execute it once and the others find it closed.
 */
export async function approveAdjustment(ctx: AdjustmentsContext, id: bigint, payloadHash: string) {
  const customerId = await ctx.db.transaction().execute(async (trx) => {
    const row = await openRequest(ctx, trx, id);
    // Recomputed from the stored columns too: a row edited behind the service's back fails here.
    if (payloadHash !== row.payload_hash || adjustmentPayloadHash(payloadOf(row)) !== row.payload_hash) {
      throw new AppError('APPROVAL_CHANGED');
    }
    await execute(ctx, trx, row.id, payloadOf(row), clock.now());
    return row.customer_id;
  });
  balanceChanged(ctx, customerId);
}

export async function rejectAdjustment(ctx: AdjustmentsContext, id: bigint, reason: string) {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await openRequest(ctx, trx, id);
    const now = clock.now();
    await decideAdjustment(trx, row.id, {
      status: 'rejected',
      decided_by: ctx.staff.id,
      decided_at: now,
      decision_reason: reason,
    });
    await audit(trx, {
      actor: { kind: 'admin', id: ctx.staff.id },
      event: 'adjustment_rejected',
      meta: ctx.meta,
      details: { ...auditDetails(row.id, payloadOf(row)), reason: forLog(reason, 200) },
    });
  });
}

type Trx = Transaction<Database>;

/** The locked request, if the caller may decide it now; the refusals in the ADR's order. */
async function openRequest(ctx: AdjustmentsContext, trx: Trx, id: bigint): Promise<AdjustmentRow> {
  const row = await lockAdjustment(trx, id);
  if (!row) throw new AppError('APPROVAL_NOT_FOUND');
  if (row.status !== 'pending' || row.expires_at === null) throw new AppError('APPROVAL_CLOSED');
  if (row.requested_by === ctx.staff.id || isBeneficiary(ctx.staff, row)) {
    throw new AppError('APPROVAL_OWN_REQUEST');
  }
  if (row.expires_at <= clock.now()) throw new AppError('APPROVAL_EXPIRED');
  return row;
}

async function execute(ctx: AdjustmentsContext, trx: Trx, id: bigint, p: AdjustmentPayload, now: Date) {
  const transfer = await postAdjustment(trx, id, p);
  if (
    !(await decideAdjustment(trx, id, {
      status: 'executed',
      decided_by: ctx.staff.id,
      decided_at: now,
      transfer_id: transfer,
    }))
  ) {
    throw new AppError('APPROVAL_CLOSED');
  }
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
