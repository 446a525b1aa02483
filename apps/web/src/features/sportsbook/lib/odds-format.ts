import type { OddsFormat } from '@lalebet/shared/sportsbook';
import type { Locale } from '@lalebet/shared/locale';
import { INTL_LOCALE } from '@/lib/format';

/**
 * The fractional ladder bookmakers print (UK style): a decimal price shows as the nearest of
 * these, so 2.38 reads "11/8", never "69/50". Sorted by value. Beyond the ladder's top the
 * price shows as a whole number to one.
 */
export const FRACTION_LADDER: readonly (readonly [number, number])[] = [
  [1, 100],
  [1, 50],
  [1, 33],
  [1, 25],
  [1, 20],
  [1, 16],
  [1, 14],
  [1, 12],
  [1, 11],
  [1, 10],
  [1, 9],
  [1, 8],
  [2, 15],
  [1, 7],
  [2, 13],
  [1, 6],
  [2, 11],
  [1, 5],
  [2, 9],
  [1, 4],
  [2, 7],
  [3, 10],
  [1, 3],
  [4, 11],
  [2, 5],
  [4, 9],
  [1, 2],
  [8, 15],
  [4, 7],
  [8, 13],
  [4, 6],
  [8, 11],
  [4, 5],
  [5, 6],
  [10, 11],
  [1, 1],
  [21, 20],
  [11, 10],
  [6, 5],
  [5, 4],
  [11, 8],
  [6, 4],
  [13, 8],
  [7, 4],
  [15, 8],
  [2, 1],
  [9, 4],
  [5, 2],
  [11, 4],
  [3, 1],
  [10, 3],
  [7, 2],
  [4, 1],
  [9, 2],
  [5, 1],
  [11, 2],
  [6, 1],
  [13, 2],
  [7, 1],
  [15, 2],
  [8, 1],
  [17, 2],
  [9, 1],
  [10, 1],
  [11, 1],
  [12, 1],
  [14, 1],
  [16, 1],
  [18, 1],
  [20, 1],
  [25, 1],
  [33, 1],
  [40, 1],
  [50, 1],
  [66, 1],
  [80, 1],
  [100, 1],
];

/** The ladder fraction nearest to a decimal price (its profit per unit, decimal - 1). */
export function toFraction(decimal: number): [number, number] {
  const profit = decimal - 1;
  const top = FRACTION_LADDER.at(-1)!;
  if (profit > top[0] / top[1]) return [Math.round(profit), 1];
  let best = FRACTION_LADDER[0]!;
  for (const f of FRACTION_LADDER) {
    if (Math.abs(f[0] / f[1] - profit) < Math.abs(best[0] / best[1] - profit)) best = f;
  }
  return [best[0], best[1]];
}

/** American (moneyline) odds: +150 wins 150 per 100 staked, -200 stakes 200 to win 100. */
export function toAmerican(decimal: number): number {
  return decimal >= 2 ? Math.round((decimal - 1) * 100) : -Math.round(100 / (decimal - 1));
}

export function americanToDecimal(american: number): number {
  return american > 0 ? 1 + american / 100 : 1 + 100 / -american;
}

const decimalFormats = new Map<Locale, Intl.NumberFormat>();
const decimalFormat = (locale: Locale) => {
  let f = decimalFormats.get(locale);
  if (!f) {
    // Two places, three when the odds have a third: the booked price is thousandths, and 1.875
    // shown as 1.88 is not what is paid (docs/decisions/062-payouts-rounded-up.md).
    f = new Intl.NumberFormat(INTL_LOCALE[locale], {
      minimumFractionDigits: 2,
      maximumFractionDigits: 3,
      useGrouping: false,
    });
    decimalFormats.set(locale, f);
  }
  return f;
};

/**
 * A price for display: decimal with two places, or three where the price has them ("1,85" and
 * "1,875" in Turkish), fractional on the ladder ("5/4", "Evens" is left to the ladder's 1/1) or American
 * ("+150", "−200" with a true minus sign). Prices at or below 1 (never offered) stay decimal.
 */
export function formatOdds(odds: number, format: OddsFormat, locale: Locale): string {
  if (!(odds > 1) || format === 'decimal') return decimalFormat(locale).format(odds);
  if (format === 'fractional') {
    const [n, d] = toFraction(odds);
    return `${n}/${d}`;
  }
  const a = toAmerican(odds);
  return a > 0 ? `+${a}` : `\u2212${-a}`;
}
