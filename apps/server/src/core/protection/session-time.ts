import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../lib/clock.ts';
import { activeLimits } from './usage.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Play time for the session-time limit (docs/rules.md R18, docs/decisions/025-exclusions-and-sessions.md):
 * seconds of authenticated activity per calendar day in Europe/Istanbul (UTC+3, no DST, as
 * payments/transactions.service.ts). Each counted request adds the time since the player's
 * previous one; a gap longer than GAP_CAP_MS is a pause and adds nothing. Counting is per
 * customer, so two tabs do not count twice.
 */
export const GAP_CAP_MS = 5 * MINUTE_MS;
const OFFSET_MS = 3 * HOUR_MS;

/** The day (YYYY-MM-DD) `at` falls in, and when that day ends (UTC instant). */
export function playDay(at: Date): { day: string; endsAt: Date } {
  const local = at.getTime() + OFFSET_MS;
  const start = local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
  return { day: new Date(start).toISOString().slice(0, 10), endsAt: new Date(start + DAY_MS - OFFSET_MS) };
}

/**
 * The daily session-time limit in force, in minutes, or null: the `session` limit of
 * core/protection/usage.ts (the lower of the player's and the staff's). Tests may swap the
 * source to drive the clock without the limit routes; `useSessionLimitSource()` restores it.
 */
export type SessionLimitSource = (db: Db, customerId: bigint) => Promise<number | null>;
const fromLimits: SessionLimitSource = async (db, customerId) => {
  const found = (await activeLimits(db, customerId, ['session'])).find((l) => l.period === 'day');
  return found ? Number(found.value) : null;
};
let source: SessionLimitSource = fromLimits;
export function useSessionLimitSource(fn: SessionLimitSource = fromLimits): void {
  source = fn;
}
export const sessionLimitMinutes = (db: Db, customerId: bigint) => source(db, customerId);
/** Whether a test swapped the source (play-facts.ts then asks it instead of its own read). */
export const sessionLimitSwapped = () => source !== fromLimits;

/** Seconds played on `at`'s day. */
export async function secondsPlayed(db: Db, customerId: bigint, at: Date): Promise<number> {
  const row = await db
    .selectFrom('rg_play_day')
    .select('seconds')
    .where('customer_id', '=', customerId)
    .where('day', '=', playDay(at).day)
    .executeTakeFirst();
  return row?.seconds ?? 0;
}

/** Counts activity at `now`; returns the day's seconds after counting. One statement, race-free. */
export async function recordPlay(db: Db, customerId: bigint, now: Date): Promise<number> {
  const { day } = playDay(now);
  const cap = GAP_CAP_MS / 1000;
  const row = await db
    .insertInto('rg_play_day')
    .values({ customer_id: customerId, day, seconds: 0, last_at: now })
    .onConflict((oc) =>
      oc.columns(['customer_id', 'day']).doUpdateSet({
        // Only forward in time; a gap over the cap is a pause.
        seconds: sql<number>`rg_play_day.seconds + case
          when excluded.last_at <= rg_play_day.last_at then 0
          when extract(epoch from excluded.last_at - rg_play_day.last_at) > ${cap} then 0
          else floor(extract(epoch from excluded.last_at - rg_play_day.last_at))::int end`,
        last_at: sql<Date>`greatest(rg_play_day.last_at, excluded.last_at)`,
      }),
    )
    .returning('seconds')
    .executeTakeFirstOrThrow();
  return row.seconds;
}
