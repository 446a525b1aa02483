import type { Locale } from '@lalebet/shared';

/** "31 Aralık 2026" / "31 December 2026", in Istanbul time like the operator's campaigns; null if unreadable. */
export function formatDay(iso: string, locale: Locale): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Istanbul',
  }).format(date);
}
