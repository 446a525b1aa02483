import { type BetKind, MAX_SYSTEM_LEGS } from '@lalebet/shared/sportsbook';

/**
 * The slip's arithmetic, exact: odds as integer thousandths and money as kuruş in BigInt, each
 * line's product kept whole and the possible win rounded once, down to the kuruş, as the server
 * pays it (docs/decisions/021-sportsbook-engine.md, "Money").
 */
const thousandths = (odds: number) => BigInt(Math.round(odds * 1000));
const kurus = (lira: number) => BigInt(Math.round(lira * 100));

/** Every k-element subset of 0..n-1, in order. */
export function* combinations(n: number, k: number): Generator<number[]> {
  if (k < 1 || k > n) return;
  const idx = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    yield [...idx];
    let i = k - 1;
    while (i >= 0 && idx[i] === n - k + i) i--;
    if (i < 0) return;
    idx[i]! += 1;
    for (let j = i + 1; j < k; j++) idx[j] = idx[j - 1]! + 1;
  }
}

/** n choose k: the lines of a "k/n" system. */
export function lineCount(n: number, k: number) {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/** The sizes a system over `n` selections offers: 2..n-1 ("Sistem 2/3", "3/4"...). */
export function systemSizes(n: number): number[] {
  if (n < 3 || n > MAX_SYSTEM_LEGS) return [];
  return Array.from({ length: n - 2 }, (_, i) => i + 2);
}

export type SlipTotals = {
  lines: number;
  /** Lira: stake per line x lines. */
  totalStake: number;
  /** The sum of the lines' odds products: possible win per lira staked on each line. */
  totalOdds: number;
  /** Lira, rounded down to the kuruş. */
  possibleWin: number;
};

/** Lines, total stake, total odds and possible win of a slip (`stake` is per line). */
export function slipTotals(kind: BetKind, odds: number[], stake: number, size = 0): SlipTotals {
  const k = kind === 'system' ? size : kind === 'single' ? 1 : odds.length;
  const lines = kind === 'system' ? lineCount(odds.length, k) : odds.length > 0 ? 1 : 0;
  const t = odds.map(thousandths);
  const pick =
    kind === 'single' ? [[0]] : kind === 'multiple' ? [t.map((_, i) => i)] : combinations(t.length, k);
  let sum = 0n;
  if (t.length > 0 && k >= 1) for (const c of pick) sum += c.reduce((p, i) => p * t[i]!, 1n);
  const scale = 1000n ** BigInt(Math.max(k, 0));
  const win = (kurus(stake) * sum) / scale;
  return {
    lines,
    totalStake: Number(kurus(stake) * BigInt(lines)) / 100,
    totalOdds: Number((sum * 1000n) / scale) / 1000,
    possibleWin: Number(win) / 100,
  };
}
