import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { clock } from '../lib/clock.ts';

/** Protection states set straight in the tables, for tests of who marketing may reach. */

/** A live time-out (an hour), self-exclusion or closure (both permanent), started a minute ago. */
export async function exclude(
  db: Kysely<Database>,
  customerId: bigint,
  kind: 'timeout' | 'self_exclusion' | 'closure',
): Promise<void> {
  const now = clock.ms();
  await db
    .insertInto('rg_exclusion')
    .values({
      customer_id: customerId,
      kind,
      starts_at: new Date(now - 60_000),
      ends_at: kind === 'timeout' ? new Date(now + 3_600_000) : null,
      period: kind === 'timeout' ? '1h' : 'permanent',
      reason: null,
      actor_kind: 'player',
      actor_id: null,
    })
    .execute();
}

/** A strong marker of harm waiting for review (docs/rules.md R39). */
export async function strongFlag(db: Kysely<Database>, customerId: bigint): Promise<void> {
  await db
    .insertInto('rg_flag')
    .values({
      customer_id: customerId,
      kind: 'deposit_jump',
      severity: 'strong',
      details: '{}',
      created_at: clock.now(),
    })
    .execute();
}
