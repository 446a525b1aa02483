import { z } from 'zod';
import { adminPage } from './admin-common.ts';
import { approvalTrailShape } from './admin-adjustments.ts';
import { playerDebtSchema } from './debts.ts';

/**
 * The back office's side of debts from settlement corrections
 * (docs/decisions/104-debt-write-off.md): a queue of open debts across players, oldest first,
 * and a four-eyes write-off of one debt with a reason. Amounts in lira, except the inbox row's
 * kuruş strings (as every approval kind).
 */

/** A debt as staff see it: the player's view, and whether a write-off already waits for approval. */
export const adminDebtSchema = playerDebtSchema.extend({
  writeOffPending: z.boolean(),
});
export type AdminDebt = z.infer<typeof adminDebtSchema>;

/** GET admin/debts: open debts, oldest first. */
export const debtQueueQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  take: z.coerce.number().int().min(1).max(100).default(25),
});
export type DebtQueueQuery = z.input<typeof debtQueueQuerySchema>;

export const debtQueueItemSchema = adminDebtSchema.extend({
  customerId: z.number(),
  username: z.string(),
});
export type DebtQueueItem = z.infer<typeof debtQueueItemSchema>;
export const debtQueuePageSchema = adminPage(debtQueueItemSchema);
export type DebtQueuePage = z.infer<typeof debtQueuePageSchema>;

/** POST admin/debts/:id/write-off. */
export const debtWriteOffRequestSchema = z.strictObject({
  reason: z.string().trim().min(3, { error: 'v.tooShort' }).max(500, { error: 'v.tooLong' }),
});
export type DebtWriteOffRequest = z.input<typeof debtWriteOffRequestSchema>;
/** A write-off always waits for a second adjustments:approve holder. */
export const debtWriteOffResponseSchema = z.object({ requestId: z.number() });

/**
 * What a write-off approval is bound to: the debt, its player, what was owed when asked (kuruş)
 * and the reason.
 */
export function debtWriteOffCanonicalPayload(w: {
  debtId: number | bigint | string;
  customerId: number | bigint | string;
  amount: string | bigint;
  reason: string;
}): string {
  return JSON.stringify([
    'debt_write_off/v1',
    String(w.debtId),
    String(w.customerId),
    String(w.amount),
    w.reason,
  ]);
}

/** A write-off waiting for (or decided by) a second person: the approvals inbox row. */
export const debtWriteOffApprovalSchema = z.object({
  kind: z.literal('debt_write_off'),
  id: z.number(),
  debtId: z.number(),
  betId: z.string(),
  customerId: z.number(),
  username: z.string(),
  /** Kuruş, as strings: owed when asked, and owed now (less if a credit collected meanwhile). */
  amount: z.string(),
  openNow: z.string(),
  reason: z.string(),
  ...approvalTrailShape,
});
export type DebtWriteOffApproval = z.infer<typeof debtWriteOffApprovalSchema>;
