import type { Locale } from '@lalebet/shared';
import { INTL_LOCALE } from '@/lib/format';

// The product's MMM is three letters: en-GB writes September "Sept", so English uses en-US here.
const TAG: Record<Locale, string> = { ...INTL_LOCALE, en: 'en-US' };
const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, timeZone: string | undefined) {
  const key = `${locale}|${timeZone ?? ''}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(TAG[locale], {
      day: 'numeric',
      month: 'short',
      year: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    cache.set(key, f);
  }
  return f;
}

/** The product's UTC time stamp with its zone marker: also the value for <time dateTime>. */
export const isoTime = (timeStamp: string) =>
  /(?:Z|[+-]\d\d:\d\d)$/i.test(timeStamp) ? timeStamp : `${timeStamp}Z`;

/**
 * docs/product.md §3: `timeStamp` is UTC with no zone marker; display appends 'Z' and formats it
 * as d.MMM.YY HH:MM in the player's time zone, month names in the UI language:
 * '2026-11-22T14:05:00' -> '22.Kas.26 14:05' (tr) / '22.Nov.26 14:05' (en) in UTC.
 * `timeZone` is for tests; the browser's own zone otherwise. An unparsable value is shown as is.
 */
export function formatNotificationTime(timeStamp: string, locale: Locale, timeZone?: string): string {
  const date = new Date(isoTime(timeStamp));
  if (Number.isNaN(date.getTime())) return timeStamp;
  const part = Object.fromEntries(
    formatter(locale, timeZone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${part.day}.${part.month}.${part.year} ${part.hour}:${part.minute}`;
}
