import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * isMarketable (exclusions.ts) for many players at once, for marketing audiences: the ones among
 * `ids` marketing must not reach, because a time-out, self-exclusion or closure is live (rule 27)
 * or a strong marker of harm waits for review (rule 39). Two statements per call, whatever the
 * number of players; the rules are the same as isMarketable's, and a test holds them together.
 */
export async function unmarketableAmong(
  db: Db,
  ids: readonly bigint[],
  now = clock.now(),
): Promise<Set<bigint>> {
  if (!ids.length) return new Set();
  const excluded = await db
    .selectFrom('rg_exclusion')
    .select('customer_id')
    .distinct()
    .where('customer_id', 'in', ids)
    .where('starts_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .execute();
  const flagged = await db
    .selectFrom('rg_flag')
    .select('customer_id')
    .distinct()
    .where('customer_id', 'in', ids)
    .where('severity', '=', 'strong')
    .where('reviewed_at', 'is', null)
    .execute();
  return new Set([...excluded, ...flagged].map((r) => r.customer_id));
}
