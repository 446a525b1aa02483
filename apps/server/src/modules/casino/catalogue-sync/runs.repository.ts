import type { CatalogueSyncError, CatalogueSyncRun } from '@lalebet/shared';
import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { CurrentGame, CurrentProvider } from './plan.ts';

type Db = Kysely<Database> | Transaction<Database>;
/** A run still 'running' after this was cut off (a process stopped mid-run). */
const STALE_MS = 10 * 60_000;

/** When a new run may start, given the newest run of any outcome and the newest successful one. */
export type Due = (last: { any: Date | null; ok: Date | null }) => boolean;

/**
 * Starts a run if `due` says so, under one advisory lock: two processes (or two clicks) asking at
 * once see each other's row, so one starts and the other is refused. Returns the run's id, or
 * null when it is not due.
 */
export async function claimRun(
  db: Kysely<Database>,
  run: { trigger: 'manual' | 'daily'; adminId: bigint | null; at: Date },
  due: Due,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('casino_catalogue_sync'))`.execute(trx);
    await trx
      .updateTable('casino_catalogue_sync')
      .set({ status: 'failed', error: 'interrupted', finished_at: run.at })
      .where('status', '=', 'running')
      .where('started_at', '<', new Date(run.at.getTime() - STALE_MS))
      .execute();
    const newest = (status?: 'ok') => {
      let q = trx.selectFrom('casino_catalogue_sync').select('started_at');
      if (status) q = q.where('status', '=', status);
      return q.orderBy('started_at', 'desc').limit(1).executeTakeFirst();
    };
    const [any, ok] = await Promise.all([newest(), newest('ok')]);
    if (!due({ any: any?.started_at ?? null, ok: ok?.started_at ?? null })) return null;
    const row = await trx
      .insertInto('casino_catalogue_sync')
      .values({ trigger: run.trigger, admin_id: run.adminId, started_at: run.at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

export async function finishRun(
  db: Db,
  id: number,
  result: { at: Date; added?: number; updated?: number; disabled?: number; error?: CatalogueSyncError },
) {
  await db
    .updateTable('casino_catalogue_sync')
    .set({
      status: result.error ? 'failed' : 'ok',
      finished_at: result.at,
      added: result.added ?? 0,
      updated: result.updated ?? 0,
      disabled: result.disabled ?? 0,
      error: result.error ?? null,
    })
    .where('id', '=', id)
    .execute();
}

export async function findRun(db: Db, id?: number): Promise<CatalogueSyncRun | null> {
  let q = db.selectFrom('casino_catalogue_sync').selectAll();
  q =
    id === undefined
      ? q.orderBy('started_at', 'desc').orderBy('id', 'desc').limit(1)
      : q.where('id', '=', id);
  const r = await q.executeTakeFirst();
  if (!r) return null;
  return {
    id: r.id,
    trigger: r.trigger,
    status: r.status,
    startedAt: r.started_at.toISOString(),
    finishedAt: r.finished_at?.toISOString() ?? null,
    added: r.added,
    updated: r.updated,
    disabled: r.disabled,
    error: r.error as CatalogueSyncError | null,
  };
}

/** Our side of the comparison: every game (enabled or not) and every studio. */
export async function loadCurrent(trx: Db): Promise<{ games: CurrentGame[]; providers: CurrentProvider[] }> {
  const [games, providers] = await Promise.all([
    trx
      .selectFrom('casino_game')
      .select([
        'id',
        'game_code',
        'name',
        'provider_id',
        'image_url',
        'categories',
        'is_live',
        'live_type',
        'provider_category',
        'removed_at',
      ])
      .execute(),
    trx.selectFrom('casino_provider').select(['id', 'slug', 'name']).execute(),
  ]);
  return { games, providers };
}
