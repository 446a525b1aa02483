import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ScopeLimit } from '@lalebet/shared';
import type { Database } from '../../../db/database.ts';
import type { ScopeLimitRow } from './scope-limits.repository.ts';
import { scopeLimitsInForce } from './scope-limits.repository.ts';
import { type ScopeTable, scopeId } from './scope-limits-rules.ts';
import { tableMirror } from './table-mirror.ts';

const lira = (v: bigint | null) => (v === null ? null : Number(v / 100n));

function createScopeLimitRegistry(db: Kysely<Database>, log: Pick<FastifyBaseLogger, 'error'>) {
  let table: ScopeTable = new Map();
  let settings: ScopeLimit[] = [];

  async function load() {
    const rows = await scopeLimitsInForce(db);
    table = new Map<string, ScopeLimitRow>(
      rows.map((r) => [
        scopeId(r.scope, r.scope_key),
        { max_stake: r.max_stake, max_liability: r.max_liability },
      ]),
    );
    settings = rows.map((r) => ({
      scope: r.scope,
      key: r.scope_key,
      maxStake: lira(r.max_stake),
      maxLiability: lira(r.max_liability),
      reason: r.reason,
      updatedBy: r.username,
      updatedAt: r.updated_at.toISOString(),
    }));
  }

  const mirror = tableMirror({ table: 'sb_scope_limit', load, log });
  return { ...mirror, table: () => table, settings: () => settings };
}
export type ScopeLimitRegistry = ReturnType<typeof createScopeLimitRegistry>;

const registries = new WeakMap<Kysely<Database>, ScopeLimitRegistry>();

/**
 * This process's copy of the desk's scope limits for `db` (one per database, shared by
 * placement and the desk's routes): placement reads it without a statement; the routes reload it
 * after a change here, the change notice everywhere else (docs/decisions/019-hot-path-caches.md).
 */
export function scopeLimitsOf(
  db: Kysely<Database>,
  log: Pick<FastifyBaseLogger, 'error'>,
): ScopeLimitRegistry {
  let r = registries.get(db);
  if (!r) registries.set(db, (r = createScopeLimitRegistry(db, log)));
  return r;
}
