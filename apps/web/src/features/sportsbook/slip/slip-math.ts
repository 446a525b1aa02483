import { type BetKind, MAX_SYSTEM_LEGS, NAMED_SYSTEMS, systemLines } from '@lalebet/shared/sportsbook';

/**
 * The slip's arithmetic, exact: odds as integer thousandths and money as kuruş in BigInt, each
 * line's product kept whole and the possible win rounded once, down to the kuruş, as the server
 * pays it (docs/decisions/021-sportsbook-engine.md, "Money").
 */
const thousandths = (odds: number) => BigInt(Math.round(odds * 1000));
const kurus = (lira: number) => BigInt(Math.round(lira * 100));

/** n choose k: the lines of a "k/n" system. */
export const lineCount = (n: number, k: number) => systemLines(n, [k]);

/** The sizes a system over `n` selections offers: 2..n-1 ("Sistem 2/3", "3/4"...). */
export function systemSizes(n: number): number[] {
  if (n < 3 || n > MAX_SYSTEM_LEGS) return [];
  return Array.from({ length: n - 2 }, (_, i) => i + 2);
}

/** One choice on the System tab: a k/n system or a named full cover valid for n selections. */
export type SystemOption = { key: string; sizes: readonly number[]; lines: number; name: string | null };

/** The k/n systems for n selections, then the named ones for exactly n (Trixie and Patent for 3...). */
export function systemChoices(n: number): SystemOption[] {
  const plain = systemSizes(n).map((k) => ({ sizes: [k], lines: lineCount(n, k), name: null }));
  const named = systemSizes(n).length
    ? NAMED_SYSTEMS.filter((s) => s.selections === n).map((s) => ({
        sizes: s.sizes,
        lines: s.lines,
        name: s.name,
      }))
    : [];
  return [...plain, ...named].map((c) => ({ ...c, key: c.sizes.join('-') }));
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

/**
 * e_0..e_top of the odds in thousandths: e_k sums the product of every k-subset, over 1000^k
 * (a system's k-lines without enumerating them; the server computes the same, ADR 022).
 */
function elementarySymmetric(odds: bigint[], top: number): bigint[] {
  const e = [1n, ...Array.from({ length: top }, () => 0n)];
  for (const o of odds) for (let j = top; j >= 1; j--) e[j] = e[j]! + e[j - 1]! * o;
  return e;
}

/**
 * Lines, total stake, total odds and possible win of a slip (`stake` is per line). A system's
 * `sizes` are its combination sizes: [2] is "Sistem 2/n", [2, 3] a Trixie over 3.
 */
export function slipTotals(
  kind: BetKind,
  odds: number[],
  stake: number,
  sizes: readonly number[] = [],
): SlipTotals {
  const n = odds.length;
  const ks = kind === 'system' ? sizes.filter((k) => k >= 1 && k <= n) : kind === 'single' ? [1] : [n];
  const lines = n === 0 ? 0 : kind === 'system' ? systemLines(n, ks) : 1;
  const top = Math.max(0, ...ks);
  const e = elementarySymmetric(odds.map(thousandths).slice(0, kind === 'single' ? 1 : n), top);
  const scale = 1000n ** BigInt(top);
  // every size's sum brought to the largest size's denominator, so the win is floored once
  const sum = n === 0 ? 0n : ks.reduce((acc, k) => acc + e[k]! * 1000n ** BigInt(top - k), 0n);
  return {
    lines,
    totalStake: Number(kurus(stake) * BigInt(lines)) / 100,
    totalOdds: Number((sum * 1000n) / scale) / 1000,
    possibleWin: Number((kurus(stake) * sum) / scale) / 100,
  };
}
