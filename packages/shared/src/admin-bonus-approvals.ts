import { z } from 'zod';
import { approvalTrailShape } from './admin-adjustments.ts';
import { adminBonusDefinitionSchema } from './admin-bonuses.ts';

/**
 * Bonus definitions under four-eyes (docs/decisions/042-bonus-definitions-four-eyes.md):
 * creating, copying and resuming one waits for a second holder of `bonuses:manage`, bound to
 * the hash of the definition's terms, and the approver sees its worst-case liability.
 */
export const BONUS_DEFINITION_ACTIONS = ['create', 'clone', 'resume'] as const;
export type BonusDefinitionAction = (typeof BONUS_DEFINITION_ACTIONS)[number];

/** The terms an approval covers: a definition as it will run (no id yet for a new one). */
export const bonusDefinitionTermsSchema = adminBonusDefinitionSchema.omit({ id: true });
export type BonusDefinitionTerms = z.infer<typeof bonusDefinitionTermsSchema>;

/** `v` with object keys sorted at every depth: the stored JSON (jsonb) does not keep key order. */
function sorted(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sorted);
  if (v && typeof v === 'object') {
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, sorted((v as Record<string, unknown>)[k])]),
    );
  }
  return v;
}

/** What a definition request's hash covers: the action, the definition it acts on, the terms. */
export function bonusDefinitionCanonicalPayload(r: {
  action: BonusDefinitionAction;
  sourceId: number | null;
  terms: object;
}): string {
  return JSON.stringify(['bonus_definition/v1', r.action, r.sourceId, sorted(r.terms)]);
}

/**
 * The worst a definition can cost, as the approver reads it. Kuruş as strings. Every player
 * may claim a definition once (cashback: once a week) and nothing caps the number of claims,
 * so the total is unbounded: `totalNow` is the figure if every player registered now claimed.
 */
export const bonusDefinitionLiabilitySchema = z.object({
  /** The most one claim credits as bonus; null: not bounded (a percentage without maxAmount). */
  bonusPerPlayer: z.string().nullable(),
  /** The most one claim can turn into cash (its maximum cash-out); null: unbounded. */
  cashPerPlayer: z.string().nullable(),
  playersNow: z.number().int(),
  /** cashPerPlayer × playersNow; null when a player's worst case is unbounded. */
  totalNow: z.string().nullable(),
});
export type BonusDefinitionLiability = z.infer<typeof bonusDefinitionLiabilitySchema>;

/** The liability of `t` with `playersNow` players who may claim it. */
export function bonusDefinitionLiability(
  t: Pick<BonusDefinitionTerms, 'amount' | 'percent' | 'maxAmount' | 'maxCashout'>,
  playersNow: number,
): BonusDefinitionLiability {
  const bonus = t.percent === null ? t.amount : t.maxAmount;
  const cash = t.maxCashout;
  return {
    bonusPerPlayer: bonus === null ? null : String(bonus),
    cashPerPlayer: cash === null ? null : String(cash),
    playersNow,
    totalNow: cash === null ? null : String(BigInt(cash) * BigInt(playersNow)),
  };
}

/** A definition request in the approvals inbox: what approving creates, copies or resumes. */
export const bonusDefinitionRequestSchema = z.object({
  kind: z.literal('bonus_definition'),
  id: z.number(),
  /** No player benefits from a definition request. */
  customerId: z.null(),
  action: z.enum(BONUS_DEFINITION_ACTIONS),
  /** The definition copied (clone) or resumed; null for a new one. */
  sourceId: z.number().nullable(),
  /** A player's worst case in kuruş (the cash-out cap, else the bonus): the inbox sorts on it. */
  amount: z.string(),
  terms: bonusDefinitionTermsSchema,
  liability: bonusDefinitionLiabilitySchema,
  ...approvalTrailShape,
});
export type BonusDefinitionRequest = z.infer<typeof bonusDefinitionRequestSchema>;

/** Create, clone and resume answer this: nothing changed yet, a second person decides. */
export const adminBonusDefinitionPendingSchema = z.object({
  status: z.literal('pending'),
  requestId: z.number().int(),
  liability: bonusDefinitionLiabilitySchema,
});
/** Resuming a running definition changes nothing and asks nobody. */
export const adminBonusResumeSchema = z.discriminatedUnion('status', [
  adminBonusDefinitionPendingSchema,
  z.object({ status: z.literal('running'), definition: adminBonusDefinitionSchema }),
]);
export type AdminBonusDefinitionPending = z.infer<typeof adminBonusDefinitionPendingSchema>;
