import { z } from 'zod';

/**
 * The provider's free-round templates (Hub88 `freebet/prepaids/list`, docs/decisions/099-free-rounds.md)
 * for one game, so the back office picks one instead of typing its id. Money is kuruş; a template
 * whose value or count is null lets the operator choose it.
 */
export const adminFreeRoundsPrepaidsQuerySchema = z.object({
  gameCode: z.string().trim().min(1).max(100),
});

export const adminFreeRoundsPrepaidSchema = z.object({
  prepaidUuid: z.string(),
  currency: z.string(),
  /** One round's value in kuruş; null: the operator sets it. */
  betValue: z.number().int().nullable(),
  /** Rounds; null: the operator sets them. */
  betCount: z.number().int().nullable(),
});
export type AdminFreeRoundsPrepaid = z.infer<typeof adminFreeRoundsPrepaidSchema>;

export const adminFreeRoundsPrepaidListSchema = z.object({
  items: z.array(adminFreeRoundsPrepaidSchema),
});
