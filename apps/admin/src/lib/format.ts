import { i18next } from './i18n';

const tag = () => (i18next.language === 'en' ? 'en-GB' : 'tr-TR');

/** Minor units (a string or number from the API) as lira, e.g. `1.234,50 ₺`; exact for bigints. */
export function formatMoney(minor: string | number | bigint): string {
  const v = BigInt(minor);
  const neg = v < 0n;
  const abs = neg ? -v : v;
  const lira = Number(abs / 100n);
  const kurus = Number(abs % 100n);
  const whole = new Intl.NumberFormat(tag()).format(lira);
  const sep = tag() === 'tr-TR' ? ',' : '.';
  return `${neg ? '−' : ''}${whole}${sep}${String(kurus).padStart(2, '0')} ₺`;
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(tag(), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(iso));
}

/** A plain number in the staff member's language: `0,25` in Turkish, `0.25` in English. */
export function formatDecimal(n: number): string {
  return new Intl.NumberFormat(tag(), { maximumFractionDigits: 2 }).format(n);
}
