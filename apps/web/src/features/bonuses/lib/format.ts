import type { Locale } from '@lalebet/shared/locale';

/** Turkish dates as 22 Kas 2026 14:05; English ones in the British order (as the wallet pages). */
const TAGS: Record<Locale, string> = { tr: 'tr-TR', en: 'en-GB' };

/** "%100" in Turkish, "100%" in English. */
export const formatPercent = (percent: number, locale: Locale) =>
  new Intl.NumberFormat(TAGS[locale], { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);

export const formatDateTime = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How far `iso` is from `now` in the largest unit, rounded: "3 gün sonra", "in 5 hours",
 * "2 days ago"; at least one minute. Numbers always ("1 gün sonra", not "yarın"). The exact
 * date is shown beside it.
 */
export function formatRelative(iso: string, locale: Locale, now = Date.now()) {
  const diff = new Date(iso).getTime() - now;
  const abs = Math.abs(diff);
  const format = new Intl.RelativeTimeFormat(TAGS[locale], { numeric: 'always' });
  const sign = Math.sign(diff);
  if (abs >= DAY) return format.format(sign * Math.round(abs / DAY), 'day');
  if (abs >= HOUR) return format.format(sign * Math.round(abs / HOUR), 'hour');
  return format.format((sign || 1) * Math.max(1, Math.round(abs / MINUTE)), 'minute');
}
