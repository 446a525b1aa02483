import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import { liftState } from './lift-state.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * isMarketable (exclusions.ts) for many players at once, for marketing audiences: the ones among
 * `ids` marketing must not reach, because a time-out, self-exclusion or closure is live (docs/rules.md R27)
 * or a strong marker of harm waits for review (docs/rules.md R39), or an ended self-exclusion is not yet
 * lifted (docs/rules.md R30) or a register's stored answer is "excluded". Three statements per call, whatever the
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
  // An ended self-exclusion not yet lifted (docs/rules.md R30), and a register's stored "excluded".
  const { rows: unlifted } = await sql<{ customer_id: bigint }>`
    select e.customer_id from (
      select customer_id, max(ends_at) as at from rg_exclusion
      where customer_id in (${sql.join(ids)}) and kind = 'self_exclusion' and ends_at <= ${now}
      group by customer_id) e
    where coalesce((select r.status from rg_lift_request r
      where r.customer_id = e.customer_id and r.block_ended_at >= e.at
      order by r.id desc limit 1), '') <> 'resumed'
    union
    select customer_id from rg_register_status where customer_id in (${sql.join(ids)}) and excluded`.execute(
    db,
  );
  return new Set([...excluded, ...flagged, ...unlifted].map((r) => BigInt(r.customer_id)));
}

/**
 * Whether bonus money must not reach the player now, read inside a money transaction where
 * isMarketable's live register lookup cannot run (register-check.ts): a live time-out,
 * self-exclusion or closure, an ended self-exclusion not yet lifted (docs/rules.md R30), a register's
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
