import { z } from 'zod';

/**
 * Debts left by settlement corrections (docs/decisions/047-money-details.md): what a correction
 * could not take back from the player's cash. Collected from the next deposit or win; while one is
 * open the player cannot withdraw (ACCOUNT_DEBT_OPEN). Amounts in lira.
 */
export const DEBT_COLLECTION_SOURCES = ['deposit', 'casino', 'sportsbook'] as const;
export type DebtCollectionSource = (typeof DEBT_COLLECTION_SOURCES)[number];

export const playerDebtSchema = z.object({
  id: z.number(),
  /** The corrected bet. */
  betId: z.string(),
  amount: z.number(),
  collected: z.number(),
  /** Closed by a staff write-off (docs/decisions/104-debt-write-off.md); 0 otherwise. */
  writtenOff: z.number(),
  /** Still owed: amount − collected − written off. */
  open: z.number(),
  createdAt: z.iso.datetime(),
  /** When the last of it was collected or it was written off; null while open. */
  resolvedAt: z.iso.datetime().nullable(),
});
export type PlayerDebt = z.infer<typeof playerDebtSchema>;

export const debtCollectionSchema = z.object({
  betId: z.string(),
  amount: z.number(),
  /** What paid it: a deposit, a casino win or a sportsbook payout. */
  source: z.enum(DEBT_COLLECTION_SOURCES),
  createdAt: z.iso.datetime(),
});
export type DebtCollection = z.infer<typeof debtCollectionSchema>;

/** The player's debts and their collections, newest first (financial activities). */
export const debtHistorySchema = z.object({
  debts: z.array(playerDebtSchema),
  collections: z.array(debtCollectionSchema),
});
export type DebtHistory = z.infer<typeof debtHistorySchema>;
