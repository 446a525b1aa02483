/**
 * System bets (docs/decisions/022-sportsbook-settlement-and-rounding.md, "Named systems"): a
 * system over n selections is a set of combination sizes; its lines are every k-subset for each
 * size k, each staked at the stake per line. "Sistem 3/4" is sizes [3] of 4; the named full-cover
 * bets (reference: en.wikipedia.org/wiki/Full_cover_bet) are fixed size sets. One table and one
 * line count here, so the slip and the server agree on every number.
 */

/** Most selections a system bet may have (Goliath: 8). */
export const MAX_SYSTEM_LEGS = 8;

export const NAMED_SYSTEMS = [
  { name: 'Trixie', selections: 3, sizes: [2, 3], lines: 4 },
  { name: 'Patent', selections: 3, sizes: [1, 2, 3], lines: 7 },
  { name: 'Yankee', selections: 4, sizes: [2, 3, 4], lines: 11 },
  { name: 'Lucky 15', selections: 4, sizes: [1, 2, 3, 4], lines: 15 },
  { name: 'Canadian', selections: 5, sizes: [2, 3, 4, 5], lines: 26 },
  { name: 'Lucky 31', selections: 5, sizes: [1, 2, 3, 4, 5], lines: 31 },
  { name: 'Heinz', selections: 6, sizes: [2, 3, 4, 5, 6], lines: 57 },
  { name: 'Lucky 63', selections: 6, sizes: [1, 2, 3, 4, 5, 6], lines: 63 },
  { name: 'Super Heinz', selections: 7, sizes: [2, 3, 4, 5, 6, 7], lines: 120 },
  { name: 'Goliath', selections: 8, sizes: [2, 3, 4, 5, 6, 7, 8], lines: 247 },
] as const;

export type NamedSystem = (typeof NAMED_SYSTEMS)[number];
export type NamedSystemName = NamedSystem['name'];

/** C(n, k): how many lines a size-k system over n selections has (0 outside 0..n). */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return Math.round(c);
}

/**
 * Lines of a system over n selections with these combination sizes: Σ C(n, k). With `bankers`
 * of the n in every line (docs/decisions/070-turkish-coupon-rules.md), the sizes range over the
 * other n - bankers: Σ C(n - bankers, k).
 */
export const systemLines = (n: number, sizes: readonly number[], bankers = 0): number =>
  sizes.reduce((sum, k) => sum + binomial(n - bankers, k), 0);

/** Whether `sizes` is a valid size set over n selections: each 1..n, ascending, distinct, not just [n]. */
export function validSystemSizes(n: number, sizes: readonly number[]): boolean {
  if (n < 2 || n > MAX_SYSTEM_LEGS || sizes.length === 0) return false;
  // sizes [n] alone is the multiple of all selections: that is a multiple, not a system.
  if (sizes.length === 1 && sizes[0] === n) return false;
  return sizes.every((k, i) => Number.isInteger(k) && k >= 1 && k <= n && (i === 0 || k > sizes[i - 1]!));
}

/** The named system these sizes over n selections are (Trixie = [2, 3] of 3), if any. */
export function namedSystemOf(n: number, sizes: readonly number[]): NamedSystem | undefined {
  return NAMED_SYSTEMS.find(
    (s) => s.selections === n && s.sizes.length === sizes.length && s.sizes.every((k, i) => k === sizes[i]),
  );
}

/** A request's system as its size set: `{size}` (the older form) is sizes [size]. */
export const sizesOf = (system: { size: number } | { sizes: readonly number[] }): readonly number[] =>
  'sizes' in system ? system.sizes : [system.size];
