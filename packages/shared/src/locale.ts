export const LOCALES = ['tr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** docs/product.md: stored `lang` defaults to tr; a request without x-locale is en. */
export const DEFAULT_STORED_LOCALE: Locale = 'tr';
export const DEFAULT_REQUEST_LOCALE: Locale = 'en';

export function parseLocale(value: unknown, fallback: Locale = DEFAULT_REQUEST_LOCALE): Locale {
  if (typeof value !== 'string') return fallback;
  const short = value.trim().slice(0, 2).toLowerCase();
  return (LOCALES as readonly string[]).includes(short) ? (short as Locale) : fallback;
}

/** A string in every supported language. */
export type Localized = Record<Locale, string>;
