import type { Kysely, Transaction } from 'kysely';
import type { MarginScope } from '@lalebet/shared';
import type { Database } from '../../../db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Every margin in force (a few dozen at most: loaded whole at start and on every change). */
export function marginsInForce(db: Db) {
  return db
    .selectFrom('sb_margin')
    .innerJoin('admin_user', 'admin_user.id', 'sb_margin.updated_by')
    .select([
      'sb_margin.scope',
      'sb_margin.scope_key',
      'sb_margin.margin_bp',
      'sb_margin.reason',
      'sb_margin.updated_at',
      'admin_user.username',
    ])
    .orderBy('scope')
    .orderBy('scope_key')
    .execute();
}

/** Sets a scope's margin, or clears it when `bp` is 0; returns the margin it had (0 when none). */
export async function putMargin(
  db: Db,
  row: { scope: MarginScope; key: string; bp: number; reason: string; by: bigint; at: Date },
): Promise<number> {
  const before = await db
    .selectFrom('sb_margin')
    .select('margin_bp')
    .where('scope', '=', row.scope)
    .where('scope_key', '=', row.key)
    .forUpdate()
    .executeTakeFirst();
  if (row.bp === 0) {
    await db
      .deleteFrom('sb_margin')
      .where('scope', '=', row.scope)
      .where('scope_key', '=', row.key)
      .execute();
    return before?.margin_bp ?? 0;
  }
  const values = { margin_bp: row.bp, reason: row.reason, updated_by: row.by, updated_at: row.at };
  await db
    .insertInto('sb_margin')
    .values({ scope: row.scope, scope_key: row.key, ...values })
    .onConflict((oc) => oc.columns(['scope', 'scope_key']).doUpdateSet(values))
    .execute();
  return before?.margin_bp ?? 0;
}
