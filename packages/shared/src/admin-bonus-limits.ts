import type { BonusKind } from './bonuses.ts';

/**
 * Floors and caps per bonus kind (docs/decisions/042-bonus-definitions-four-eyes.md), checked
 * by the definition schema (admin form and server alike) and again by the server when a second
 * person approves. Money in kuruş.
 *
 * - `maxAmount`: the most one claim may credit (a fixed amount, or a percentage's maxAmount),
 *   and the most a maximum cash-out may be.
 * - `minWagering`: the smallest wagering multiple; 0 converts the bonus on the first stake.
 * - `cashoutRequired`: kinds that give money without a deposit must cap what becomes cash.
 * - `maxPercent`: the largest percentage (cashback beyond 100 % pays more than was lost).
 */
export const BONUS_KIND_LIMITS = {
  freeMoney: { maxAmount: 1_000_000, minWagering: 1, cashoutRequired: true, maxPercent: null },
  referral: { maxAmount: 1_000_000, minWagering: 1, cashoutRequired: true, maxPercent: null },
  depositMatch: { maxAmount: 10_000_000, minWagering: 1, cashoutRequired: false, maxPercent: 1000 },
  cashback: { maxAmount: 10_000_000, minWagering: 0, cashoutRequired: false, maxPercent: 100 },
  // Free rounds give no money at the grant; their wins are bonus money, capped like free money.
  freeRounds: { maxAmount: 1_000_000, minWagering: 1, cashoutRequired: true, maxPercent: null },
} as const satisfies Record<
  Exclude<BonusKind, 'trial'>,
  { maxAmount: number; minWagering: number; cashoutRequired: boolean; maxPercent: number | null }
>;

type Terms = {
  kind: string;
  amount: number | null;
  percent: number | null;
  maxAmount: number | null;
  maxCashout: number | null;
  wageringMultiple: number;
};
/** One broken limit: the field, the message key and its bound (kuruş for money). */
export type BonusLimitIssue = {
  path: keyof Terms;
  message: 'v.required' | 'v.min' | 'v.max';
  bound?: number;
};

/** The limits `d` breaks (none for the trial, whose amount is a site option). */
export function bonusLimitIssues(d: Terms): BonusLimitIssue[] {
  const limits = (
    BONUS_KIND_LIMITS as Record<string, (typeof BONUS_KIND_LIMITS)[keyof typeof BONUS_KIND_LIMITS]>
  )[d.kind];
  if (!limits) return [];
  const out: BonusLimitIssue[] = [];
  const cap = limits.maxAmount;
  if (d.wageringMultiple < limits.minWagering) {
    out.push({ path: 'wageringMultiple', message: 'v.min', bound: limits.minWagering });
  }
  if (d.amount !== null && d.amount > cap) out.push({ path: 'amount', message: 'v.max', bound: cap });
  // A percentage is bounded only by its maxAmount, so the ceiling needs one.
  if (d.percent !== null && d.maxAmount === null) out.push({ path: 'maxAmount', message: 'v.required' });
  if (d.maxAmount !== null && d.maxAmount > cap)
    out.push({ path: 'maxAmount', message: 'v.max', bound: cap });
  if (limits.maxPercent !== null && d.percent !== null && d.percent > limits.maxPercent) {
    out.push({ path: 'percent', message: 'v.max', bound: limits.maxPercent });
  }
  if (limits.cashoutRequired && d.maxCashout === null)
    out.push({ path: 'maxCashout', message: 'v.required' });
  if (d.maxCashout !== null && d.maxCashout > cap) {
    out.push({ path: 'maxCashout', message: 'v.max', bound: cap });
  }
  return out;
}

/**
 * The same as zod issues (`v.min` / `v.max` carry their bound as `minimum` / `maximum`, as zod's
 * own do): the schema adds them, and the server throws them as a validation error.
 */
export function bonusLimitZodIssues(d: Terms) {
  return bonusLimitIssues(d).map((l) => ({
    code: 'custom' as const,
    path: [l.path],
    message: l.message,
    input: d[l.path],
    ...(l.message === 'v.min' ? { minimum: l.bound } : l.message === 'v.max' ? { maximum: l.bound } : {}),
  }));
}
