import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** An event, or one line of it when `marketId` is given (specifiers '' for a line without). */
export type Scope = { eventId: string; marketId: number | null; specifiers: string | null };

/** The holds in force (at most a few dozen: loaded whole at start and on every change). */
export function holdsInForce(db: Db) {
  return db
    .selectFrom('sb_manual_suspension')
    .select(['event_id', 'market_id', 'specifiers'])
    .where('released_at', 'is', null)
    .execute();
}

/** Holds a scope; false when a hold of it is already in force (the unique index keeps one). */
export async function insertHold(
  db: Db,
  scope: Scope,
  by: bigint,
  reason: string,
  at: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('sb_manual_suspension')
    .values({
      event_id: scope.eventId,
      market_id: scope.marketId,
      specifiers: scope.specifiers,
      reason,
      created_by: by,
      created_at: at,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Releases the scope's hold in force; false when none was. */
export async function releaseHold(
  db: Db,
  scope: Scope,
  by: bigint,
  reason: string,
  at: Date,
): Promise<boolean> {
  let q = db
    .updateTable('sb_manual_suspension')
    .set({ released_at: at, released_by: by, release_reason: reason })
    .where('event_id', '=', scope.eventId)
    .where('released_at', 'is', null);
  q =
    scope.marketId === null
      ? q.where('market_id', 'is', null)
      : q.where('market_id', '=', scope.marketId).where('specifiers', '=', scope.specifiers ?? '');
  const rows = await q.returning('id').execute();
  return rows.length > 0;
}

export async function eventExists(db: Db, eventId: string): Promise<boolean> {
  const row = await db.selectFrom('sb_event').select('id').where('id', '=', eventId).executeTakeFirst();
  return row !== undefined;
}
