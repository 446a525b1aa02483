import type { Locale } from '@lalebet/shared/locale';

/** Turkish dates as 22 Kas 2026 14:05; English ones in the British order (as the wallet pages). */
const TAGS: Record<Locale, string> = { tr: 'tr-TR', en: 'en-GB' };

export const formatDateTime = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

const formats = new Map<string, Intl.NumberFormat>();
function moneyFormat(currency: string, signed: boolean): Intl.NumberFormat {
  const key = `${currency}:${signed}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions = { signDisplay: signed ? 'exceptZero' : 'auto' };
    try {
      format = new Intl.NumberFormat('tr-TR', { ...options, style: 'currency', currency });
    } catch {
      // Not an ISO currency code: show the plain number (the lira is the only one seeded).
      format = new Intl.NumberFormat('tr-TR', {
        ...options,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    }
    formats.set(key, format);
  }
  return format;
}

/** Turkish money with its symbol, "₺1.250,50" (brief: the wallet's format). */
export const formatMoney = (amount: number, currency = 'TRY') => moneyFormat(currency, false).format(amount);

/** A round's result, "+₺250,00" or "-₺10,00"; zero has no sign. */
export const formatNet = (amount: number, currency = 'TRY') => moneyFormat(currency, true).format(amount);
