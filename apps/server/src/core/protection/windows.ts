import type { LimitPeriod } from '@lalebet/shared';

/**
 * Fixed limit windows (docs/decisions/024-player-protection.md): the calendar day, the ISO week
 * (Monday first) and the calendar month, in the jurisdiction's time zone. Days are 'YYYY-MM-DD'
 * strings, as the usage tables store them, so windows are compared as dates, never as instants.
 */

const formats = new Map<string, Intl.DateTimeFormat>();
function partsIn(tz: string, at: Date) {
  let f = formats.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(tz, f);
  }
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  return { y: +p.year!, m: +p.month!, d: +p.day!, h: +p.hour!, min: +p.minute!, s: +p.second! };
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (y: number, m: number, d: number) => {
  const t = new Date(Date.UTC(y, m - 1, d));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
};
const split = (day: string) => day.split('-').map(Number) as [number, number, number];

/**
 * The last day worked out per time zone, with the minute it holds for: every zone's offset is a
 * whole number of minutes since 1973, so a day never begins inside a UTC minute. `formatToParts` costs tens
 * of microseconds, and each bet, settlement and cash-out asks for the day
 * (docs/decisions/096-cash-out-cost-and-live-bet-stops.md).
 */
const lastDays = new Map<string, { minute: number; day: string }>();

/** The local calendar day of an instant. */
export function localDay(tz: string, at: Date): string {
  const minute = Math.floor(at.getTime() / 60_000);
  const last = lastDays.get(tz);
  if (last?.minute === minute) return last.day;
  const p = partsIn(tz, at);
  const day = dayOf(p.y, p.m, p.d);
  lastDays.set(tz, { minute, day });
  return day;
}

/** The first day of the window of `period` that holds `day`. */
export function windowStart(period: LimitPeriod, day: string): string {
  const [y, m, d] = split(day);
  if (period === 'day') return day;
  if (period === 'month') return dayOf(y, m, 1);
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7; // Monday 0
  return dayOf(y, m, d - weekday);
}

/** The first day after the window of `period` that holds `day`. */
export function windowEnd(period: LimitPeriod, day: string): string {
  const [y, m, d] = split(windowStart(period, day));
  if (period === 'day') return dayOf(y, m, d + 1);
  if (period === 'week') return dayOf(y, m, d + 7);
  return dayOf(y, m + 1, 1);
}

/** The instant local midnight begins `day` in `tz` (DST-safe: the offset is read twice). */
export function midnight(tz: string, day: string): Date {
  const [y, m, d] = split(day);
  const guess = Date.UTC(y, m - 1, d);
  const offset = (t: number) => {
    const p = partsIn(tz, new Date(t));
    return Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - t;
  };
  const first = guess - offset(guess);
  return new Date(guess - offset(first));
}
