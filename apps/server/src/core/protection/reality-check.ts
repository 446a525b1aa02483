import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { HOUR_MS, clock } from '../../lib/clock.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import { audit } from '../audit.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The interval before the player picks one: the strictest practical default (reference 5.2). */
export const DEFAULT_REALITY_MINUTES = 60;
export const DEFAULT_REVIEW_MONTHS = 6;
/** A longer reality-check interval waits this long (rule 21). */
export const REALITY_COOLING_OFF_MS = 24 * HOUR_MS;

export type RgSettings = {
  realityMinutes: number | null;
  pending: { minutes: number; availableAt: Date } | null;
  reviewMonths: number;
  lastReviewAt: Date | null;
};

/** The settings in force at `now`: a lengthening whose wait is over has applied (read lazily). */
export async function rgSettings(db: Db, customerId: bigint, now = clock.now()): Promise<RgSettings> {
  const row = await db
    .selectFrom('rg_settings')
    .selectAll()
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!row) {
    return {
      realityMinutes: DEFAULT_REALITY_MINUTES,
      pending: null,
      reviewMonths: DEFAULT_REVIEW_MONTHS,
      lastReviewAt: null,
    };
  }
  const due =
    row.pending_reality_minutes !== null && row.pending_reality_at !== null && row.pending_reality_at <= now;
  return {
    realityMinutes: due ? row.pending_reality_minutes : row.reality_check_minutes,
    pending:
      !due && row.pending_reality_minutes !== null && row.pending_reality_at !== null
        ? { minutes: row.pending_reality_minutes, availableAt: row.pending_reality_at }
        : null,
    reviewMonths: row.review_months,
    lastReviewAt: row.last_review_at,
  };
}

type SettingsPatch = Partial<{
  reality_check_minutes: number | null;
  pending_reality_minutes: number | null;
  pending_reality_at: Date | null;
  review_months: number;
  last_review_at: Date | null;
}>;

export async function saveRgSettings(db: Db, customerId: bigint, current: RgSettings, patch: SettingsPatch) {
  const now = clock.now();
  const full = {
    reality_check_minutes: current.realityMinutes,
    pending_reality_minutes: current.pending?.minutes ?? null,
    pending_reality_at: current.pending?.availableAt ?? null,
    review_months: current.reviewMonths,
    last_review_at: current.lastReviewAt,
    ...patch,
    updated_at: now,
  };
  await db
    .insertInto('rg_settings')
    .values({ customer_id: customerId, ...full })
    .onConflict((oc) => oc.column('customer_id').doUpdateSet(full))
    .execute();
}

/**
 * Rule 21: a shorter (or equal) interval applies at once and drops a waiting lengthening; a
 * longer one waits REALITY_COOLING_OFF_MS and then applies by itself.
 */
export async function setRealityCheck(
  db: Kysely<Database>,
  customerId: bigint,
  minutes: number,
  meta: RequestMeta | null,
): Promise<{ applied: boolean; effectiveAt: Date }> {
  const now = clock.now();
  return db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('customer')
      .select('id')
      .where('id', '=', customerId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const current = await rgSettings(trx, customerId, now);
    const applied = current.realityMinutes === null || minutes <= current.realityMinutes;
    const effectiveAt = applied ? now : new Date(now.getTime() + REALITY_COOLING_OFF_MS);
    await saveRgSettings(
      trx,
      customerId,
      current,
      applied
        ? { reality_check_minutes: minutes, pending_reality_minutes: null, pending_reality_at: null }
        : { pending_reality_minutes: minutes, pending_reality_at: effectiveAt },
    );
    await audit(trx, {
      actor: { kind: 'customer', id: customerId },
      event: 'rg_reality_check_set',
      meta,
      details: { minutes, applied, effectiveAt: effectiveAt.toISOString() },
    });
    return { applied, effectiveAt };
  });
}

/** When the next reality check is due in a session that started at `startedAt` (null: off). */
export function nextRealityCheck(startedAt: Date, minutes: number | null, now: Date): Date | null {
  if (minutes === null) return null;
  const step = minutes * 60_000;
  const done = Math.floor((now.getTime() - startedAt.getTime()) / step);
  return new Date(startedAt.getTime() + (done + 1) * step);
}
