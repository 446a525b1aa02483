import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { intOption, readOptions } from '../site-options.ts';

/**
 * The jurisdiction's protection settings, as site options until the per-jurisdiction policy of
 * docs/rules.md R46 exists: the limits' time zone (`rg_time_zone`, default
 * Europe/Istanbul) and the cooling-off hours before a raise can be confirmed
 * (`rg_cooling_off_hours`: 24, 72 or 168; default 24).
 */
export const DEFAULT_TIME_ZONE = 'Europe/Istanbul';
export const COOLING_OFF_CHOICES = [24, 72, 168] as const;
/** An unconfirmed raise lapses this long after it became confirmable (docs/rules.md R10). */
export const CONFIRM_WINDOW_HOURS = 7 * 24;

const valid = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

export async function protectionPolicy(
  db: Kysely<Database>,
): Promise<{ timeZone: string; coolingOffHours: number }> {
  const o = await readOptions(db, ['rg_time_zone', 'rg_cooling_off_hours']);
  const tz = o.get('rg_time_zone');
  const hours = intOption(o, 'rg_cooling_off_hours', 24, 24, 168);
  return {
    timeZone: tz && valid(tz) ? tz : DEFAULT_TIME_ZONE,
    coolingOffHours: (COOLING_OFF_CHOICES as readonly number[]).includes(hours) ? hours : 24,
  };
}
