import { type Locale, type Localized, fromMinor } from '@lalebet/shared';

const FORMATS: Record<Locale, Intl.NumberFormat> = {
  tr: new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' }),
  en: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' }),
};

/** Kuruş as the reader writes lira, for server texts: '₺1.250,00' (tr), '₺1,250.00' (en). */
export const formatLira = (minor: bigint, locale: Locale) => FORMATS[locale].format(fromMinor(minor));

/** The same amount in both languages, for texts stored side by side. */
export const liraBoth = (minor: bigint): Localized => ({
  tr: formatLira(minor, 'tr'),
  en: formatLira(minor, 'en'),
});
