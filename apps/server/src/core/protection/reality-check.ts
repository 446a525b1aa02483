import { type Kysely, type RawBuilder, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { HOUR_MS, clock } from '../../lib/clock.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import { audit } from '../audit.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The interval before the player picks one: the strictest practical default (reference 5.2). */
export const DEFAULT_REALITY_MINUTES = 60;
export const DEFAULT_REVIEW_MONTHS = 6;
/** A longer reality-check interval waits this long (docs/rules.md R21). */
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
  reality_ack_at: Date | null;
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
 * docs/rules.md R21: a shorter (or equal) interval applies at once and drops a waiting lengthening; a
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

/**
 * When the player's reality check falls due, as SQL (null: it is off, or the player never logged
 * in): the interval in force (a waiting lengthening applies once its wait is over; no settings
 * row means DEFAULT_REALITY_MINUTES) after the later of the latest login and the last
 * acknowledgement. One place for the rule: the stake guard's facts, the one-trip placement's gate
 * (plain-play.ts) and GET customer/session all read it (docs/decisions/046-protection-gaps.md).
 */
export function realityDueAtSql(customer: bigint | RawBuilder<unknown>, now: Date): RawBuilder<Date | null> {
  return sql<Date | null>`(greatest(
      (select max(created_at) from customer_session where customer_id = ${customer}),
      (select reality_ack_at from rg_settings where customer_id = ${customer}))
    + make_interval(mins => (
      select case when pending_reality_at <= ${now} then pending_reality_minutes
        else reality_check_minutes end from rg_settings where customer_id = ${customer}
      union all select ${sql.lit(DEFAULT_REALITY_MINUTES)}
        where not exists (select 1 from rg_settings where customer_id = ${customer}))))`;
}

/** Whether a stake now must wait for the reality check's acknowledgement (REALITY_CHECK_DUE). */
export const realityDueSql = (customer: bigint | RawBuilder<unknown>, now: Date): RawBuilder<boolean> =>
  sql<boolean>`coalesce(${realityDueAtSql(customer, now)} <= ${now}, false)`;

/** When the player's reality check is (or was) due; null when it is off. */
export async function realityDueAt(db: Db, customerId: bigint, now = clock.now()): Promise<Date | null> {
  const { rows } = await sql<{
    at: Date | string | null;
  }>`select ${realityDueAtSql(customerId, now)} as at`.execute(db);
  const at = rows[0]?.at ?? null;
  return at === null ? null : new Date(at);
}

/**
 * POST customer/realitycheck/ack (docs/rules.md R19): the player saw the figures and chose to go on; the
 * next check falls due one interval from now. Audited, so the trail shows each acknowledgement.
 */
export async function acknowledgeRealityCheck(
  db: Kysely<Database>,
  customerId: bigint,
  meta: RequestMeta | null,
): Promise<void> {
  const now = clock.now();
  await db.transaction().execute(async (trx) => {
    const current = await rgSettings(trx, customerId, now);
    await saveRgSettings(trx, customerId, current, { reality_ack_at: now });
    await audit(trx, {
      actor: { kind: 'customer', id: customerId },
      event: 'rg_reality_check_ack',
      meta,
      details: { at: now.toISOString() },
    });
  });
}
