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

/**
 * The sizes a system over `n` selections offers: 2..n-1 ("Sistem 2/3", "3/4"...). With bankers,
 * `n` counts the selections outside them and 1..n-1 ("Sistem 1/2 + 1 banko": each line a double
 * of the banker with one of two) (docs/decisions/071-web-coupon-rules.md).
 */
export function systemSizes(n: number, bankers = 0): number[] {
  const first = bankers > 0 ? 1 : 2;
  if (n < 2 || n - first < 1 || n + bankers > MAX_SYSTEM_LEGS) return [];
  return Array.from({ length: n - first }, (_, i) => i + first);
}

/** One choice on the System tab: a k/n system or a named full cover valid for n selections. */
export type SystemOption = { key: string; sizes: readonly number[]; lines: number; name: string | null };

/**
 * The k/n systems for n selections, then the named ones for exactly n (Trixie and Patent for 3...).
 * With bankers, n is the selections outside them and only the k/n systems are offered.
 */
export function systemChoices(n: number, bankers = 0): SystemOption[] {
  const plain = systemSizes(n, bankers).map((k) => ({ sizes: [k], lines: lineCount(n, k), name: null }));
  const named =
    systemSizes(n, bankers).length && bankers === 0
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
  /** Lira: stake per line x lines x misli. */
  totalStake: number;
  /** The sum of the lines' odds products: possible win per lira staked on each line. */
  totalOdds: number;
  /** Lira, rounded up to the kuruş once (misli included): what the server pays if every leg wins. */
  possibleWin: number;
};

export type SlipRules = {
  /** Per selection (same order as the odds): a banker of a system, in every line. */
  bankers?: readonly boolean[];
  /** The coupon played this many times. */
  misli?: number;
};

/**
 * Lines, total stake, total odds and possible win of a slip (`stake` is per line). A system's
 * `sizes` are its combination sizes over the selections that are not bankers: [2] is
 * "Sistem 2/n", [2, 3] a Trixie over 3. Misli multiplies the stake and the possible win.
 */
export function slipTotals(
  kind: BetKind,
  odds: number[],
  stake: number,
  sizes: readonly number[] = [],
  { bankers = [], misli = 1 }: SlipRules = {},
): SlipTotals {
  const milli = odds.map((o) => Math.round(o * 1000)).slice(0, kind === 'single' ? 1 : undefined);
  // Bankers count on a system only; the shared helpers range the sizes over the others.
  const b = kind === 'system' ? milli.filter((_, i) => bankers[i]).length : 0;
  const others = milli.length - b;
  const { numerator, denominator } = oddsSum(kind, sizes, milli, bankers);
  const lines =
    milli.length === 0
      ? 0
      : kind === 'system'
        ? systemLines(
            milli.length,
            sizes.filter((k) => k >= 1 && k <= others),
            b,
          )
        : 1;
  // The server books a misli inside the stake per line (docs/sportsbook.md §6.10), so the
  // possible win is rounded once over all the plays.
  const played = kurus(stake) * BigInt(misli);
  return {
    lines,
    totalStake: Number(played * BigInt(lines)) / 100,
    totalOdds: Number((numerator * 1000n) / denominator) / 1000,
    possibleWin: milli.length === 0 ? 0 : Number(possibleWinMinor(kind, sizes, played, milli, bankers)) / 100,
  };
}
