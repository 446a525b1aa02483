import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock, DAY_MS } from '../../lib/clock.ts';

/**
 * How long an expired launch is kept: wins and rollbacks may still name its token after expiry
 * (docs/decisions/010-seamless-wallet.md), and the provider's reconciliation looks back four months.
 */
export const GAME_SESSION_RETENTION_DAYS = 120;
const BATCH = 5_000;

/**
 * Deletes game sessions that expired more than the retention ago, in batches so one sweep never
 * holds a long lock; returns how many went. Runs daily from the casino plugin.
 */
export async function purgeExpiredGameSessions(db: Kysely<Database>): Promise<number> {
  const cutoff = new Date(clock.ms() - GAME_SESSION_RETENTION_DAYS * DAY_MS);
  let total = 0;
  for (;;) {
    const batch = db.selectFrom('game_session').select('id').where('expires_at', '<', cutoff).limit(BATCH);
    const { numDeletedRows } = await db
      .deleteFrom('game_session')
      .where('id', 'in', batch)
      .executeTakeFirst();
    total += Number(numDeletedRows);
    if (numDeletedRows < BigInt(BATCH)) return total;
  }
}
