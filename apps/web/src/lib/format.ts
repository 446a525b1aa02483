import type { Locale } from '@lalebet/shared/locale';

/**
 * The one locale map of the site's formats: Turkish dates and numbers as in Türkiye, English
 * ones in the British order (23 April 1990, 22 Nov 2026, 14:05).
 */
export const INTL_LOCALE: Record<Locale, string> = { tr: 'tr-TR', en: 'en-GB' };

const cached = <F>(make: (key: string) => F) => {
  const cache = new Map<string, F>();
  return (key: string) => {
    let f = cache.get(key);
    if (!f) cache.set(key, (f = make(key)));
    return f;
  };
};

// Dates and times

const dateTimeFormat = cached((key) => {
  const [locale, style, timeZone] = key.split('|') as [Locale, 'date' | 'dateTime' | 'calendar', string];
  const options: Intl.DateTimeFormatOptions =
    style === 'dateTime' ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'long' };
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: timeZone || undefined });
});

/** "23 Nisan 1990" / "23 April 1990", in the reader's time zone (or `timeZone`). */
export const formatDate = (iso: string, locale: Locale, timeZone = '') =>
  dateTimeFormat(`${locale}|date|${timeZone}`).format(new Date(iso));

/** "22 Kas 2026 14:05" / "22 Nov 2026, 14:05", in the reader's time zone. */
export const formatDateTime = (iso: string, locale: Locale) =>
  dateTimeFormat(`${locale}|dateTime|`).format(new Date(iso));

/** A calendar date (YYYY-MM-DD, no time zone): read and shown in UTC so it never shifts a day. */
export function formatCalendarDate(ymd: string, locale: Locale) {
  const date = new Date(`${ymd}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return ymd;
  return dateTimeFormat(`${locale}|calendar|UTC`).format(date);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How far `iso` is from `now` in the largest unit, rounded: "3 gün sonra", "in 5 hours",
 * "2 days ago"; at least one minute. Numbers always ("1 gün sonra", not "yarın").
 */
export function formatRelative(iso: string, locale: Locale, now = Date.now()) {
  const diff = new Date(iso).getTime() - now;
  const abs = Math.abs(diff);
  const format = new Intl.RelativeTimeFormat(INTL_LOCALE[locale], { numeric: 'always' });
  const sign = Math.sign(diff);
  if (abs >= DAY) return format.format(sign * Math.round(abs / DAY), 'day');
  if (abs >= HOUR) return format.format(sign * Math.round(abs / HOUR), 'hour');
  return format.format((sign || 1) * Math.max(1, Math.round(abs / MINUTE)), 'minute');
}

// Numbers

/** "%100" in Turkish, "100%" in English. */
export const formatPercent = (percent: number, locale: Locale) =>
  new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'percent', maximumFractionDigits: 2 }).format(
    percent / 100,
  );

// Money: the site shows lira the Turkish way in both languages (docs/product.md §5), "₺1.250,50".

const moneyFormat = cached((key) => {
  const [currency = 'TRY', mode] = key.split('|');
  const options: Intl.NumberFormatOptions = {
    signDisplay: mode === 'signed' ? 'exceptZero' : 'auto',
    ...(mode === 'whole' ? { maximumFractionDigits: 0 } : {}),
  };
  try {
    return new Intl.NumberFormat('tr-TR', { ...options, style: 'currency', currency });
  } catch {
    // Not an ISO currency code: the plain number (the lira is the only one seeded).
    return new Intl.NumberFormat('tr-TR', { ...options, minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }
});

/** Money with its symbol, "₺1.250,50". */
export const formatMoney = (amount: number, currency = 'TRY') => moneyFormat(`${currency}|`).format(amount);

/** An offer's amount: whole amounts without the ",00" ("₺50"), others as formatMoney. */
export const formatAmount = (amount: number, currency = 'TRY') =>
  Number.isInteger(amount) ? moneyFormat(`${currency}|whole`).format(amount) : formatMoney(amount, currency);

/** A signed result, "+₺250,00" or "-₺10,00"; zero has no sign. */
export const formatNet = (amount: number, currency = 'TRY') =>
  moneyFormat(`${currency}|signed`).format(amount);

const minorFormat = cached(
  (locale) =>
    new Intl.NumberFormat(INTL_LOCALE[locale as Locale], {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/**
 * An amount in minor units (kuruş) with the server's currency symbol in front, in the reader's
 * number format: "₺12.450,00" in Turkish, "₺12,450.00" in English (the winners list).
 */
export const formatMinorUnits = (minorUnits: number, currencySymbol: string, locale: Locale) =>
  `${currencySymbol}${minorFormat(locale).format(minorUnits / 100)}`;

// Sports fixtures: kick-off times are shown in Türkiye's time (docs/product.md §1), whatever the
// reader's device says, so a player and the TV listing agree.

/** The site's clock for fixtures. */
export const SITE_TIME_ZONE = 'Europe/Istanbul';

// Pure: chunks that show no fixture (the home route's entry) drop it.
const fixtureFormat = /* @__PURE__ */ cached((key) => {
  const [locale, style] = key.split('|') as [Locale, 'time' | 'day' | 'key'];
  if (style === 'key') return new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE });
  const options: Intl.DateTimeFormatOptions =
    style === 'time'
      ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
      : { weekday: 'long', day: 'numeric', month: 'long' };
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: SITE_TIME_ZONE });
});

/** "20:45", in the site's time zone. */
export const formatFixtureTime = (iso: string, locale: Locale) =>
  fixtureFormat(`${locale}|time`).format(new Date(iso));

/** "27 Kasım Cuma" / "Friday 27 November", in the site's time zone. */
export const formatFixtureDay = (iso: string, locale: Locale) =>
  fixtureFormat(`${locale}|day`).format(new Date(iso));

/** The calendar day (YYYY-MM-DD) of an instant in the site's time zone, for grouping by day. */
export const fixtureDayKey = (iso: string | number) => fixtureFormat('tr|key').format(new Date(iso));
