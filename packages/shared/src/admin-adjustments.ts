import { z } from 'zod';
import {
  adminListQuery,
  adminPage,
  allowedActionsSchema,
  approveRequestSchema,
  rejectRequestSchema,
} from './admin-common.ts';

/**
 * Manual balance adjustments (docs/decisions/030-four-eyes-adjustments.md): a closed reason
 * list, amounts in minor units (kuruş), and above a threshold a second person's approval bound
 * to the hash of the request she reviewed.
 */
export const ADJUSTMENT_REASON_CODES = [
  'operational_error_correction',
  'compensating_entry',
  'goodwill_credit',
  'external_instruction',
  'chargeback',
  'other',
] as const;
export type AdjustmentReasonCode = (typeof ADJUSTMENT_REASON_CODES)[number];
export const ADJUSTMENT_DIRECTIONS = ['credit', 'debit'] as const;
export type AdjustmentDirection = (typeof ADJUSTMENT_DIRECTIONS)[number];
/** 'expired' is never stored: a pending request past its deadline reads as expired. */
export const ADJUSTMENT_STATUSES = ['pending', 'executed', 'rejected', 'expired'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];
export type AdjustmentAction = 'approve' | 'reject';

/** Up to 10^15 kuruş; a string so no amount passes through a float. */
const MINOR = /^[1-9]\d{0,14}$/;
export const minorAmountSchema = z
  .union([z.string().trim(), z.number().int({ error: 'v.invalid' })])
  .transform((v) => String(v))
  .pipe(z.string().regex(MINOR, { error: 'v.invalid' }));

export const createAdjustmentRequestSchema = z.strictObject({
  customerId: z.coerce.number().int().positive({ error: 'v.invalid' }),
  direction: z.enum(ADJUSTMENT_DIRECTIONS, { error: 'v.option' }),
  amount: minorAmountSchema,
  reasonCode: z.enum(ADJUSTMENT_REASON_CODES, { error: 'v.option' }),
  note: z.string().trim().min(3, { error: 'v.tooShort' }).max(500, { error: 'v.tooLong' }),
});
export type CreateAdjustmentRequest = z.input<typeof createAdjustmentRequestSchema>;

/**
 * The four-eyes trail every request waiting for a second person carries, whatever it asks for
 * (docs/decisions/035-four-eyes-approvals.md).
 */
export const approvalTrailShape = {
  status: z.enum(ADJUSTMENT_STATUSES),
  /** What an approver sends back: the hash of exactly what she was shown. */
  payloadHash: z.string(),
  requestedBy: z.string(),
  requestedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  decisionReason: z.string().nullable(),
  allowedActions: allowedActionsSchema,
};

export const adjustmentSchema = z.object({
  id: z.number(),
  customerId: z.number(),
  username: z.string(),
  direction: z.enum(ADJUSTMENT_DIRECTIONS),
  /** Kuruş, as a string. */
  amount: z.string(),
  currency: z.string(),
  reasonCode: z.enum(ADJUSTMENT_REASON_CODES),
  note: z.string(),
  ...approvalTrailShape,
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

export const adjustmentsQuerySchema = adminListQuery(['requestedAt', 'amount'] as const).extend({
  status: z.enum(ADJUSTMENT_STATUSES).optional(),
  customerId: z.coerce.number().int().positive().optional(),
  /** Only the requests the caller may approve now (the approvals inbox). */
  mine: z.enum(['true', 'false']).optional(),
});
export type AdjustmentsQuery = z.input<typeof adjustmentsQuerySchema>;
export const adjustmentPageSchema = adminPage(adjustmentSchema);

/** Executed at once (below the threshold) or waiting for a second person's approval. */
export const createAdjustmentResponseSchema = z.object({
  id: z.number(),
  status: z.enum(ADJUSTMENT_STATUSES),
});

/** The same bodies decide every kind of request (approvals.ts). */
export const approveAdjustmentRequestSchema = approveRequestSchema;
export const rejectAdjustmentRequestSchema = rejectRequestSchema;

/** The fields an approval is bound to, in a fixed order (what the hash covers). */
export function adjustmentCanonicalPayload(a: {
  customerId: number | bigint | string;
  direction: AdjustmentDirection;
  amount: string | bigint;
  currency: string;
  reasonCode: AdjustmentReasonCode;
  note: string;
}): string {
  return JSON.stringify([
    'adjustment/v1',
    String(a.customerId),
    a.direction,
    String(a.amount),
    a.currency,
    a.reasonCode,
    a.note,
  ]);
}
