import type { LocalSettings } from './transaction-settings.ts';

/**
 * Set by a hot path's transaction (a casino wallet call, a bet placement; setLocal): its
 * prepared statements run their generic plans. PostgreSQL's default re-plans a statement on
 * every call while a custom plan looks cheaper than the generic one, and for these wide
 * statements (a dozen CTEs and subqueries, every lookup by a key) that planning cost more than
 * running the plan: 400 to 750 µs of the database's CPU per call
 * (docs/decisions/050-hot-path-seams.md; figures in bench/notes/039-*.md).
 */
export const GENERIC_PLANS: LocalSettings = { plan_cache_mode: 'force_generic_plan' };
