import {
  type BetKind,
  MAX_SYSTEM_LEGS,
  NAMED_SYSTEMS,
  oddsSum,
  possibleWinMinor,
  systemLines,
} from '@lalebet/shared/sportsbook';

/**
 * The slip's arithmetic, exact: odds as integer thousandths and money as kuruş in BigInt, and the
 * possible win the shared possibleWinMinor, rounded once, up to the kuruş, as the server books
 * and pays it (docs/decisions/062-payouts-rounded-up.md).
 */
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
  /** Lira, rounded up to the kuruş: what the server pays if every leg wins. */
  possibleWin: number;
};

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
  const milli = odds.map((o) => Math.round(o * 1000)).slice(0, kind === 'single' ? 1 : undefined);
  const n = milli.length;
  const lines =
    n === 0
      ? 0
      : kind === 'system'
        ? systemLines(
            n,
            sizes.filter((k) => k >= 1 && k <= n),
          )
        : 1;
  const { numerator, denominator } = oddsSum(kind, sizes, milli);
  return {
    lines,
    totalStake: Number(kurus(stake) * BigInt(lines)) / 100,
    totalOdds: Number((numerator * 1000n) / denominator) / 1000,
    possibleWin: n === 0 ? 0 : Number(possibleWinMinor(kind, sizes, kurus(stake), milli)) / 100,
  };
}
