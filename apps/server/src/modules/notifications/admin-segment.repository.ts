import type { NotificationSegment } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { DAY_MS } from '../../lib/clock.ts';

/**
 * The next `limit` players of the segment after id `after` (keyset pages): accounts staff have
 * not disabled and that are not closed, meeting every condition given.
 */
export async function segmentPage(
  db: Kysely<Database>,
  segment: NotificationSegment,
  now: Date,
  after: bigint,
  limit: number,
): Promise<bigint[]> {
  let q = db
    .selectFrom('customer as c')
    .select('c.id')
    .where('c.id', '>', after)
    .where('c.disabled_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('rg_exclusion as x')
            .select('x.id')
            .whereRef('x.customer_id', '=', 'c.id')
            .where('x.kind', '=', 'closure')
            .where('x.starts_at', '<=', now)
            .where((w) => w.or([w('x.ends_at', 'is', null), w('x.ends_at', '>', now)])),
        ),
      ),
    );
  if (segment.locale) q = q.where('c.locale', '=', segment.locale);
  if (segment.vipLevelMin !== undefined) q = q.where('c.vip_level', '>=', segment.vipLevelMin);
  if (segment.depositedWithinDays !== undefined) {
    const since = new Date(now.getTime() - segment.depositedWithinDays * DAY_MS);
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('payment as p')
          .select('p.id')
          .whereRef('p.customer_id', '=', 'c.id')
          .where('p.kind', '=', 1)
          .where('p.status', '=', 1)
          .where('p.updated_at', '>=', since),
      ),
    );
  }
  const rows = await q.orderBy('c.id').limit(limit).execute();
  return rows.map((r) => r.id);
}
