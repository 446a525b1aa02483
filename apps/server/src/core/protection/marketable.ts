import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import { liftState } from './lift-state.ts';

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

/**
 * Whether bonus money must not reach the player now, read inside a money transaction where
 * isMarketable's live register lookup cannot run (register-check.ts): a live time-out,
 * self-exclusion or closure, an ended self-exclusion not yet lifted (rule 30), a register's
 * stored "excluded", or a strong marker of harm waiting for review. One statement
 * (docs/decisions/046-protection-gaps.md).
 */
export async function bonusBarred(db: Db, customerId: bigint, now = clock.now()): Promise<boolean> {
  const { rows } = await sql<{ barred: boolean }>`select (
      exists (select 1 from rg_exclusion where customer_id = ${customerId} and starts_at <= ${now}
        and (ends_at is null or ends_at > ${now}))
      or exists (select 1 from rg_flag where customer_id = ${customerId} and severity = 'strong'
        and reviewed_at is null)
      or exists (select 1 from rg_register_status where customer_id = ${customerId} and excluded)
    ) as barred`.execute(db);
  if (rows[0]?.barred) return true;
  return (await liftState(db, customerId, now)) !== null;
}
