import type { Locale, OddsFormat } from '@lalebet/shared';
import { INTL_LOCALE } from '@/lib/format';

const decimal = (odds: number, locale: Locale) =>
  new Intl.NumberFormat(INTL_LOCALE[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    odds,
  );

/** The nearest simple fraction of `odds - 1` (denominators up to 100), as bookmakers print it: 5/2. */
function fractional(odds: number) {
  const x = odds - 1;
  let best = { n: Math.round(x), d: 1 };
  for (let d = 1; d <= 100; d++) {
    const n = Math.round(x * d);
    if (Math.abs(n / d - x) < Math.abs(best.n / best.d - x) - 1e-9) best = { n, d };
  }
  return `${best.n}/${best.d}`;
}

/** +150 for 2.50, -200 for 1.50 (American moneyline). */
function american(odds: number) {
  if (odds >= 2) return `+${Math.round((odds - 1) * 100)}`;
  return `-${Math.round(100 / (odds - 1))}`;
}

/** Odds (a decimal number) in the player's format and language. */
export function formatOdds(odds: number, format: OddsFormat, locale: Locale): string {
  if (format === 'fractional') return fractional(odds);
  if (format === 'american') return american(odds);
  return decimal(odds, locale);
}
