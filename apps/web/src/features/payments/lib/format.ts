import type { Locale } from '@lalebet/shared/locale';
import { TransactionKind } from '@lalebet/shared/enums';

/** Turkish dates as 22 Kas 2026 14:05; English ones in the British order, 22 Nov 2026, 14:05. */
const TAGS: Record<Locale, string> = { tr: 'tr-TR', en: 'en-GB' };

/** An ISO instant in the reader's local time. */
export const formatDateTime = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

const signed = new Intl.NumberFormat('tr-TR', {
  style: 'currency',
  currency: 'TRY',
  signDisplay: 'exceptZero',
});

/** A movement as the player sees it: "+₺1.250,50" in, "-₺500,00" out (brief: Turkish money with ₺). */
export const formatSignedMoney = (amount: number, kind: number) =>
  signed.format(kind === TransactionKind.Withdraw ? -Math.abs(amount) : Math.abs(amount));
