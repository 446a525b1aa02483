import { type Transaction, sql } from 'kysely';
import type { Database } from './database.ts';
import { DEFERRED } from './prepared-client.ts';

/**
 * For a hot path's transaction (a casino wallet call, a bet placement): its prepared statements
 * run their generic plans. PostgreSQL's default re-plans a statement on every call while a custom
 * plan looks cheaper than the generic one, and for these wide statements (a dozen CTEs and
 * subqueries, every lookup by a key) that planning cost more than running the plan: 400 to
 * 750 µs of the database's CPU per call (docs/decisions/039-pipelined-statements-and-balance-notices.md,
 * "Fourth pass"). Deferred: no round trip of its own. Local: ends with the transaction.
 */
export async function useGenericPlans(trx: Transaction<Database>): Promise<void> {
  await sql`${sql.raw(DEFERRED)}select set_config('plan_cache_mode', 'force_generic_plan', true)`.execute(
    trx,
  );
}
