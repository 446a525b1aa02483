/**
 * Named full-cover system bets (reference: en.wikipedia.org/wiki/Full_cover_bet): how many
 * selections, which combination sizes make up the lines, and the line count (the web shows it,
 * the settlement sums over exactly these lines). A test checks `lines` against the binomials.
 */
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

/** C(n, k): how many lines a size-k system over n selections has. */
export function combinations(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
}

/** Lines of a system over n selections with these combination sizes. */
export const systemLines = (n: number, sizes: readonly number[]) =>
  sizes.reduce((sum, k) => sum + combinations(n, k), 0);
