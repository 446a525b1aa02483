import type { BetKind } from './sportsbook.ts';

/**
 * The possible win of a slip in kuruş, as the server books it and settlement pays it when every
 * leg wins (docs/decisions/062-payouts-rounded-up.md): odds in integer thousandths, the exact
 * product kept whole and rounded once, up to the kuruş, so the player is never short of the exact
 * stake x odds by any fraction of a kuruş. One function for the server and the slip.
 */

/** ⌈a / b⌉ for a >= 0, b > 0. */
export const ceilDiv = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;

/**
 * e_0..e_top of the odds (thousandths): e_k sums the product of every k-subset, over 1000^k. A
 * system's k-lines without enumerating them (a Goliath has 247).
 */
function elementarySymmetric(odds: readonly bigint[], top: number): bigint[] {
  const e = [1n, ...Array.from({ length: top }, () => 0n)];
  for (const o of odds) for (let j = top; j >= 1; j--) e[j] = e[j]! + e[j - 1]! * o;
  return e;
}

/**
 * Σ over the bet's sizes k of e_k, brought to the largest size's denominator 1000^top: the exact
 * total odds of all lines is `numerator / 1000^top`. A single or multiple is the one size n.
 *
 * `bankers` (a system bet's bankers, index-aligned with `oddsMilli`; docs/decisions/070-turkish-
 * coupon-rules.md): every line holds every banker, so the sizes range over the other selections
 * and the sum is multiplied by the bankers' product (denominator 1000^(top + bankers)).
 */
export function oddsSum(
  kind: BetKind,
  sizes: readonly number[] | null,
  oddsMilli: readonly number[],
  bankers?: readonly boolean[],
) {
  const banked = kind === 'system' && bankers ? oddsMilli.filter((_, i) => bankers[i]) : [];
  const free = banked.length ? oddsMilli.filter((_, i) => !bankers![i]) : oddsMilli;
  const n = free.length;
  const ks = kind === 'system' ? (sizes ?? []).filter((k) => k >= 1 && k <= n) : [n];
  const top = Math.max(0, ...ks);
  const e = elementarySymmetric(free.map(BigInt), top);
  const lines = n === 0 ? 0n : ks.reduce((sum, k) => sum + e[k]! * 1000n ** BigInt(top - k), 0n);
  const product = banked.reduce((p, o) => p * BigInt(o), 1n);
  return { numerator: lines * product, denominator: 1000n ** BigInt(top + banked.length) };
}

/**
 * The possible win in kuruş: ⌈stake per line x Σ lines' odds⌉, one rounding for the whole bet.
 * A misli is already in `stakePerLine` (the stake per line times the misli).
 */
export function possibleWinMinor(
  kind: BetKind,
  sizes: readonly number[] | null,
  stakePerLine: bigint,
  oddsMilli: readonly number[],
  bankers?: readonly boolean[],
): bigint {
  const { numerator, denominator } = oddsSum(kind, sizes, oddsMilli, bankers);
  return ceilDiv(stakePerLine * numerator, denominator);
}
