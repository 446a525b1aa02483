import type { ResponsibleGaming } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import { activeExclusion } from './exclusions.ts';
import { rgSettings } from './reality-check.ts';
import { reviewDue } from './review-prompt.ts';

/**
 * The exclusion, reality-check and review parts of GET customer/responsiblegaming
 * (responsibleGamingSchema). A closure is not an exclusion kind on the page: a closed account
 * cannot sign in to see it, so it shows as a permanent self-exclusion only if one was recorded.
 */
export async function protectionSettingsView(
  db: Kysely<Database>,
  customerId: bigint,
): Promise<Pick<ResponsibleGaming, 'exclusion' | 'realityCheck' | 'review'>> {
  const now = clock.now();
  const [ex, s, customer] = await Promise.all([
    activeExclusion(db, customerId, now),
    rgSettings(db, customerId, now),
    db.selectFrom('customer').select('created_at').where('id', '=', customerId).executeTakeFirstOrThrow(),
  ]);
  return {
    exclusion:
      ex && ex.kind !== 'closure'
        ? { kind: ex.kind, since: ex.since.toISOString(), until: ex.until?.toISOString() ?? null }
        : null,
    realityCheck: {
      minutes: s.realityMinutes,
      pending: s.pending
        ? { minutes: s.pending.minutes, availableAt: s.pending.availableAt.toISOString() }
        : null,
    },
    review: {
      months: s.reviewMonths,
      due: reviewDue(s, customer.created_at, now),
      lastAt: s.lastReviewAt?.toISOString() ?? null,
    },
  };
}
