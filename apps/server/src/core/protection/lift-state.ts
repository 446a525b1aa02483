import type { LiftRequestStatus, LiftStage } from '@lalebet/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { HOUR_MS } from '../../lib/clock.ts';
import { intOption, readOptions } from '../site-options.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** docs/rules.md R30's floors: a definite exclusion waits at least 24 h after acceptance, an indefinite one 7 days. */
export const LIFT_DELAY_MIN_HOURS = { definite: 24, indefinite: 168 } as const;

/**
 * The delay between the second acceptance and the earliest resume (site options
 * `rg_lift_delay_hours` and `rg_lift_delay_indefinite_hours`, never below docs/rules.md R30's floors).
 */
export async function liftDelayMs(db: Db, indefinite: boolean): Promise<number> {
  const o = await readOptions(db, ['rg_lift_delay_hours', 'rg_lift_delay_indefinite_hours']);
  const hours = indefinite
    ? intOption(o, 'rg_lift_delay_indefinite_hours', 168, LIFT_DELAY_MIN_HOURS.indefinite, 24 * 365)
    : intOption(o, 'rg_lift_delay_hours', 24, LIFT_DELAY_MIN_HOURS.definite, 24 * 365);
  return hours * HOUR_MS;
}

/** The end of the latest self-exclusion that has ended (null: none has). */
export async function lastEndedExclusion(db: Db, customerId: bigint, now: Date): Promise<Date | null> {
  const row = await db
    .selectFrom('rg_exclusion')
    .select((eb) => eb.fn.max('ends_at').as('ended'))
    .where('customer_id', '=', customerId)
    .where('kind', '=', 'self_exclusion')
    .where('ends_at', '<=', now)
    .executeTakeFirst();
  return row?.ended ? new Date(row.ended) : null;
}

/** The latest request lifting an exclusion that ended at `endedAt` (or later), if any. */
export function latestLiftRequest(db: Db, customerId: bigint, endedAt: Date) {
  return db
    .selectFrom('rg_lift_request')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('block_ended_at', '>=', endedAt)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export type LiftState = { stage: LiftStage; endedAt: Date; until: Date | null; requestId: bigint | null };

/**
 * docs/rules.md R30: once a self-exclusion has ended, play stays blocked until a lift request for it was
 * accepted twice, its delay passed and the player resumed. Null when nothing is to be lifted
 * (never excluded, or resumed). Only meaningful when no block is live (exclusions.ts asks after).
 */
export async function liftState(db: Db, customerId: bigint, now: Date): Promise<LiftState | null> {
  const endedAt = await lastEndedExclusion(db, customerId, now);
  if (!endedAt) return null;
  return liftStateOf(endedAt, (await latestLiftRequest(db, customerId, endedAt)) ?? null, now);
}

/** The lift state from the ended exclusion's end and its latest lift request (see liftState). */
export function liftStateOf(
  endedAt: Date,
  req: { id: bigint; status: LiftRequestStatus; effective_at: Date | null } | null,
  now: Date,
): LiftState | null {
  const state = (stage: LiftStage, until: Date | null = null): LiftState => ({
    stage,
    endedAt,
    until,
    requestId: req?.id ?? null,
  });
  if (!req || req.status === 'rejected') return state('required');
  if (req.status === 'resumed') return null;
  if (req.status === 'pending') return state('pending');
  if (req.effective_at && req.effective_at > now) return state('waiting', req.effective_at);
  return state('resume');
}
