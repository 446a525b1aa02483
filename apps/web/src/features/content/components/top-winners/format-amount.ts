import type { Locale } from '@lalebet/shared';

const formatters = new Map<Locale, Intl.NumberFormat>();

/**
 * An amount in minor units (kuruş) as money with its symbol in front, the way the site
 * shows balances: "₺12.450,00" in Turkish, "₺12,450.00" in English.
 */
export function formatAmount(minorUnits: number, currencySymbol: string, locale: Locale): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(locale, formatter);
  }
  return `${currencySymbol}${formatter.format(minorUnits / 100)}`;
}
