import { fixtureDayKey } from '@/lib/format';

/** A day choice of the upcoming lists, as in the URL: symbolic, so a saved "today" stays today. */
export type DayChoice = 'today' | 'tomorrow' | `${number}-${number}-${number}`;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function parseDay(value: string | null): DayChoice | null {
  if (value === 'today' || value === 'tomorrow') return value;
  return value && DATE.test(value) && !Number.isNaN(Date.parse(value)) ? (value as DayChoice) : null;
}

/** The calendar day (YYYY-MM-DD, site time zone) a choice means at `now`. */
export function dayKeyOf(day: DayChoice, now = Date.now()): string {
  if (day === 'today') return fixtureDayKey(now);
  if (day === 'tomorrow') return fixtureDayKey(now + 86_400_000);
  return day;
}

/**
 * The span of one site day as sportsbook/events' `from`/`to`. Türkiye keeps UTC+3 all year (no
 * summer time since 2016), so a day there is a fixed span in UTC.
 */
export function dayRange(key: string): { from: string; to: string } {
  const start = Date.parse(`${key}T00:00:00+03:00`);
  return { from: new Date(start).toISOString(), to: new Date(start + 86_400_000 - 1).toISOString() };
}
