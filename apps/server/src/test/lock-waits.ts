import { type Kysely, sql } from 'kysely';
import { expect, vi } from 'vitest';
import type { Database } from '../db/database.ts';

/**
 * Waits until at least `n` sessions of this PostgreSQL database are waiting for a lock: the moment
 * a test that forces an interleaving may let the lock holder go on. Up to 10 s: on a busy machine
 * the sessions reach their lock waits slowly (2 s was seen to fail).
 */
export async function waitForLockWaiters(db: Kysely<Database>, n: number): Promise<void> {
  await vi.waitFor(
    async () => {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
      expect(rows[0]!.n).toBeGreaterThanOrEqual(n);
    },
    { timeout: 10_000, interval: 20 },
  );
}
