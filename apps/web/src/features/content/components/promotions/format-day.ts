import type { Locale } from '@lalebet/shared';
import { formatDate } from '@/lib/format';

/** "31 Aralık 2026" / "31 December 2026", in Istanbul time like the operator's campaigns; null if unreadable. */
export function formatDay(iso: string, locale: Locale): string | null {
  return Number.isNaN(new Date(iso).getTime()) ? null : formatDate(iso, locale, 'Europe/Istanbul');
}
