import { type Locale, PHONE_PREFIX } from '@lalebet/shared';

/** Turkish dates as 23 Nisan 1990; English ones in the British order, 23 April 1990. */
const TAGS: Record<Locale, string> = { tr: 'tr-TR', en: 'en-GB' };

export const formatDate = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'long' }).format(new Date(iso));

export const formatDateTime = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A calendar date (YYYY-MM-DD, no time zone): read and shown in UTC so it never shifts a day. */
export function formatCalendarDate(ymd: string, locale: Locale) {
  const date = new Date(`${ymd}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return ymd;
  return new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** The 10 national digits of a Turkish number stored as 90XXXXXXXXXX; other numbers unchanged. */
export function nationalPhone(phone: string) {
  return phone.startsWith(PHONE_PREFIX) && phone.length === 12 ? phone.slice(PHONE_PREFIX.length) : phone;
}

/** '905321234567' -> '+90 532 123 45 67'. */
export function formatPhone(phone: string) {
  if (!phone) return '';
  const national = nationalPhone(phone);
  if (national === phone) return `+${phone}`;
  const m = /^(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(national);
  return m ? `+${PHONE_PREFIX} ${m.slice(1).join(' ')}` : `+${phone}`;
}
