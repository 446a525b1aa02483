import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import { audit } from '../audit.ts';

const BATCH = 500;

/**
 * docs/rules.md R40: a block that ends by itself (a time-out or self-exclusion reaching its end) is audited
 * `rg_block_ended` with the system as actor, once. Blocks are compared with the clock at
 * enforcement (docs/decisions/025-exclusions-and-sessions.md), so this only records; claiming
 * the row in rg_exclusion_end first (insert, on conflict nothing) makes a second run, or a second
 * process, write nothing. A row another row outlasts did not end the block: it is marked without
 * an audit row, and the later row is audited when it ends. Returns how many were audited.
 */
export async function recordEndedBlocks(db: Kysely<Database>): Promise<number> {
  let audited = 0;
  for (;;) {
    const now = clock.now();
    const candidates = await db
      .selectFrom('rg_exclusion as e')
      .leftJoin('rg_exclusion_end as m', 'm.exclusion_id', 'e.id')
      .select(['e.id', 'e.customer_id', 'e.kind', 'e.period', 'e.ends_at'])
      .where('m.exclusion_id', 'is', null)
      .where('e.ends_at', '<=', now)
      .orderBy('e.id')
      .limit(BATCH)
      .execute();
    if (!candidates.length) return audited;
    audited += await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('rg_exclusion_end')
        .values(candidates.map((c) => ({ exclusion_id: c.id, recorded_at: now })))
        .onConflict((oc) => oc.column('exclusion_id').doNothing())
        .returning('exclusion_id')
        .execute();
      const mine = new Set(claimed.map((c) => c.exclusion_id));
      let n = 0;
      for (const c of candidates) {
        if (!mine.has(c.id)) continue;
        const endedAt = c.ends_at!;
        const outlasted = await trx
          .selectFrom('rg_exclusion')
          .select('id')
          .where('customer_id', '=', c.customer_id)
          .where('id', '<>', c.id)
          .where('starts_at', '<=', endedAt)
          .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', endedAt)]))
          .limit(1)
          .executeTakeFirst();
        if (outlasted) continue;
        await audit(trx, {
          actor: { kind: 'system', id: null },
          event: 'rg_block_ended',
          meta: null,
          details: {
            customerId: String(c.customer_id),
            exclusionId: String(c.id),
            kind: c.kind,
            period: c.period,
            endedAt: endedAt.toISOString(),
            // docs/rules.md R30: a self-exclusion still blocks play until it is lifted.
            liftRequired: c.kind === 'self_exclusion',
          },
        });
        n++;
      }
      return n;
    });
  }
}
