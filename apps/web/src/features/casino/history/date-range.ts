/** The game history's date filter: calendar days (yyyy-mm-dd) in the player's time zone. */
export type DateRange = { from: string; to: string };

/** the history opens on the last 7 days, today included. */
export const DEFAULT_DAYS = 7;

const pad = (n: number) => String(n).padStart(2, '0');
export const toDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

export function lastDays(days = DEFAULT_DAYS, now = new Date()): DateRange {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
  return { from: toDay(from), to: toDay(now) };
}

/** Local midnight of a yyyy-mm-dd day, `plusDays` later; null when the text is not a date. */
function midnight(day: string, plusDays = 0): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + plusDays);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * The casino/gamehistory bounds: from the start of the first day (inclusive) to the start of
 * the day after the last (exclusive), as ISO instants, so the last day counts in full.
 */
export function toBounds(range: DateRange): { from?: string; to?: string } {
  return {
    from: midnight(range.from)?.toISOString(),
    to: midnight(range.to, 1)?.toISOString(),
  };
}

export const isRangeValid = (range: DateRange) => !range.from || !range.to || range.from <= range.to;
