import type { Kysely, Transaction } from 'kysely';
import type { MarginScope } from '@lalebet/shared';
import type { Database } from '../../../db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type ScopeLimitRow = { max_stake: bigint | null; max_liability: bigint | null };

/** Every scope limit in force (a few dozen at most: loaded whole at start and on every change). */
export function scopeLimitsInForce(db: Db) {
  return db
    .selectFrom('sb_scope_limit')
    .innerJoin('admin_user', 'admin_user.id', 'sb_scope_limit.updated_by')
    .select([
      'sb_scope_limit.scope',
      'sb_scope_limit.scope_key',
      'sb_scope_limit.max_stake',
      'sb_scope_limit.max_liability',
      'sb_scope_limit.reason',
      'sb_scope_limit.updated_at',
      'admin_user.username',
    ])
    .orderBy('scope')
    .orderBy('scope_key')
    .execute();
}

/** The scope's limits, row-locked (none: both null). */
export async function lockScopeLimit(db: Db, scope: MarginScope, key: string): Promise<ScopeLimitRow> {
  const row = await db
    .selectFrom('sb_scope_limit')
    .select(['max_stake', 'max_liability'])
    .where('scope', '=', scope)
    .where('scope_key', '=', key)
    .forUpdate()
    .executeTakeFirst();
  return row ?? { max_stake: null, max_liability: null };
}

/** Writes the scope's limits; both null deletes the row. */
export async function writeScopeLimit(
  db: Db,
  w: { scope: MarginScope; key: string; limits: ScopeLimitRow; reason: string; by: bigint; at: Date },
): Promise<void> {
  const { scope, key, limits } = w;
  if (limits.max_stake === null && limits.max_liability === null) {
    await db.deleteFrom('sb_scope_limit').where('scope', '=', scope).where('scope_key', '=', key).execute();
    return;
  }
  const values = { ...limits, reason: w.reason, updated_by: w.by, updated_at: w.at };
  await db
    .insertInto('sb_scope_limit')
    .values({ scope, scope_key: key, ...values })
    .onConflict((oc) => oc.columns(['scope', 'scope_key']).doUpdateSet(values))
    .execute();
}

/** The inbox's rows of these requests, with who asked and who decided. */
export function scopeLimitRequestViews(db: Db, ids: bigint[]) {
  return db
    .selectFrom('sb_scope_limit_request as r')
    .innerJoin('admin_user as req', 'req.id', 'r.requested_by')
    .leftJoin('admin_user as dec', 'dec.id', 'r.decided_by')
    .selectAll('r')
    .select(['req.username as requester', 'dec.username as decider'])
    .where('r.id', 'in', ids.length ? ids : [0n])
    .execute();
}
