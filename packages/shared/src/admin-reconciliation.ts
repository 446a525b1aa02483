import { z } from 'zod';
import { adminListQuery, adminPage } from './admin-common.ts';

/**
 * The daily reconciliation against each payment provider's own list
 * (docs/decisions/098-payment-reconciliation.md): a flag per difference, resolved with a note.
 */
export const RECONCILIATION_FLAG_KINDS = [
  'missing_ours',
  'missing_theirs',
  'amount_differs',
  'status_differs',
] as const;
export type ReconciliationFlagKind = (typeof RECONCILIATION_FLAG_KINDS)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'v.invalid' });
const side = z.object({
  amount: z.string(),
  currency: z.string(),
  status: z.string(),
  providerId: z.string(),
});

export const reconciliationFlagSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  /** The UTC day compared. */
  day: z.string(),
  kind: z.enum(RECONCILIATION_FLAG_KINDS),
  /** `deposit:<id>` or `payout:<id>`: our payment, else the provider's id (`deposit:p:<id>`). */
  subject: z.string(),
  paymentId: z.number().int().nullable(),
  ours: side.nullable(),
  theirs: side.nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type ReconciliationFlag = z.infer<typeof reconciliationFlagSchema>;

export const reconciliationFlagsQuerySchema = adminListQuery(['day'] as const).extend({
  provider: z.string().max(40).optional(),
  day: day.optional(),
  kind: z.enum(RECONCILIATION_FLAG_KINDS).optional(),
  state: z.enum(['open', 'resolved']).default('open'),
});
export type ReconciliationFlagsQuery = z.infer<typeof reconciliationFlagsQuerySchema>;
export const reconciliationFlagPageSchema = adminPage(reconciliationFlagSchema);

export const resolveReconciliationFlagSchema = z.strictObject({
  note: z.string().trim().min(3, { error: 'v.tooShort' }).max(500, { error: 'v.tooLong' }),
});

/** POST admin/payment/reconciliation/runs: one provider, one UTC day (default yesterday). */
export const runReconciliationRequestSchema = z.strictObject({
  provider: z.string().min(1).max(40),
  day: day.optional(),
});
export const reconciliationRunSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  day: z.string(),
  status: z.enum(['running', 'ok', 'failed']),
  theirs: z.number().int(),
  ours: z.number().int(),
  flags: z.number().int(),
  error: z.string().nullable(),
});
export type ReconciliationRun = z.infer<typeof reconciliationRunSchema>;
/** The providers whose list can be reconciled, for the filter and the run button. */
export const reconciliationProvidersSchema = z.object({ providers: z.array(z.string()) });
