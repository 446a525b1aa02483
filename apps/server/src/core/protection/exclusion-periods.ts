import type { SelfExclusionPeriod, TimeoutPeriod } from '@lalebet/shared';
import { DAY_MS, HOUR_MS } from '../../lib/clock.ts';

/** Calendar months forward in UTC, clamped to the target month's last day (31 Jan + 1m = 28/29 Feb). */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** When a time-out or self-exclusion chosen at `from` ends; null: permanent. */
export function periodEnd(from: Date, period: TimeoutPeriod | SelfExclusionPeriod): Date | null {
  switch (period) {
    case '24h':
      return new Date(from.getTime() + 24 * HOUR_MS);
    case '7d':
      return new Date(from.getTime() + 7 * DAY_MS);
    case '1m':
      return addMonths(from, 1);
    case '3m':
      return addMonths(from, 3);
    case '6m':
      return addMonths(from, 6);
    case '1y':
      return addMonths(from, 12);
    case '5y':
      return addMonths(from, 60);
    case 'permanent':
      return null;
  }
}
