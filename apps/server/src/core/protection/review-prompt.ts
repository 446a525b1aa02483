import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import { audit } from '../audit.ts';
import { addMonths } from './exclusion-periods.ts';
import { type RgSettings, rgSettings, saveRgSettings } from './reality-check.ts';

/**
 * docs/rules.md R17: every 6 months, or the player's shorter choice, the player is prompted to review the
 * account and its history. Counted from the last acknowledgement, or from registration.
 */
export function reviewDue(s: RgSettings, registeredAt: Date, now: Date): boolean {
  return addMonths(s.lastReviewAt ?? registeredAt, s.reviewMonths) <= now;
}

async function update(
  db: Kysely<Database>,
  customerId: bigint,
  meta: RequestMeta | null,
  patch: { review_months: number } | { last_review_at: Date },
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('customer')
      .select('id')
      .where('id', '=', customerId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await saveRgSettings(trx, customerId, await rgSettings(trx, customerId), patch);
    await audit(trx, {
      actor: { kind: 'customer', id: customerId },
      event: 'rg_review_prompt_set',
      meta,
      details:
        'review_months' in patch
          ? { months: patch.review_months }
          : { acknowledgedAt: patch.last_review_at.toISOString() },
    });
  });
}

/** The player's interval (1, 3 or 6 months); applies at once since any choice is at most 6. */
export const setReviewMonths = (
  db: Kysely<Database>,
  customerId: bigint,
  months: number,
  meta: RequestMeta | null,
) => update(db, customerId, meta, { review_months: months });

/** The player reviewed the history: the next prompt is an interval from now. */
export const acknowledgeReview = (db: Kysely<Database>, customerId: bigint, meta: RequestMeta | null) =>
  update(db, customerId, meta, { last_review_at: clock.now() });
