import { fixtureDayKey } from '@/lib/format';

const DAY_MS = 86_400_000;
const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The results page's days are calendar days in the site's time zone (Europe/Istanbul, as the
 * fixture lists show them), which has kept UTC+3 all year since 2016: a fixed offset suffices.
 */
const SITE_OFFSET = '+03:00';

export const todayKey = (now = Date.now()) => fixtureDayKey(now);
export const yesterdayKey = (now = Date.now()) => fixtureDayKey(now - DAY_MS);

/** A `YYYY-MM-DD` from the URL, or null when it is not one (or a day not yet begun). */
export function parseDay(value: string | null, now = Date.now()): string | null {
  if (!value || !DAY_KEY.test(value) || Number.isNaN(Date.parse(value))) return null;
  return value <= todayKey(now) ? value : null;
}

/** The first and last instant of a site-time-zone day, as the API's `from` and `to`. */
export const dayBounds = (day: string) => ({
  from: `${day}T00:00:00${SITE_OFFSET}`,
  to: `${day}T23:59:59.999${SITE_OFFSET}`,
});
