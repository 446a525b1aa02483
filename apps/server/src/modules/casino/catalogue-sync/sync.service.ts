import type {
  CatalogueSyncError,
  CatalogueSyncMode,
  CatalogueSyncRun,
  CatalogueSyncState,
} from '@lalebet/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuthenticatedAdmin } from '../../../core/accounts/index.ts';
import { audit } from '../../../core/audit.ts';
import type { Database } from '../../../db/database.ts';
import {
  type OperatorApiClient,
  OperatorApiError,
} from '../../../infra/game-provider/operator-api-client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { DAY_MS, HOUR_MS, clock } from '../../../lib/clock.ts';
import { GAME_LIST_INTERVAL_MS } from '../../../lib/hub88/operator-api.ts';
import type { RequestMeta } from '../../../lib/request-meta.ts';
import { applyPlan } from './apply.ts';
import { planSync } from './plan.ts';
import { type Due, claimRun, findRun, finishRun, loadCurrent } from './runs.repository.ts';

export type CatalogueSyncDeps = {
  db: Kysely<Database>;
  mode: CatalogueSyncMode;
  /** null when mode is off. */
  client: OperatorApiClient | null;
  /** The provider's image URL as we show it (the simulator's art is ours; a real CDN's stays). */
  imageUrl: (providerUrl: string) => string;
  log: FastifyBaseLogger;
};

/** A click: at most one run a minute, whatever its outcome (game/list allows no more). */
const manualDue: Due = ({ any }) => !any || clock.ms() - any.getTime() >= GAME_LIST_INTERVAL_MS;
/** The daily job: a day after the last good run, retried hourly after a failure. */
const dailyDue: Due = ({ any, ok }) =>
  (!ok || clock.ms() - ok.getTime() >= DAY_MS - HOUR_MS) && (!any || clock.ms() - any.getTime() >= HOUR_MS);

export type CatalogueSync = ReturnType<typeof createCatalogueSync>;

/**
 * The catalogue sync (docs/decisions/090-catalogue-sync.md): claim a run, fetch products/list and
 * game/list, then plan and apply the changes and finish the run in one transaction. A failed
 * fetch changes nothing and is recorded with its reason.
 */
export function createCatalogueSync(deps: CatalogueSyncDeps) {
  async function fetchLists(client: OperatorApiClient) {
    // products first: game/list is the call limited to one a minute.
    const products = await client.listProducts();
    const games = await client.listGames();
    return { products, games };
  }

  async function execute(id: number, admin: { id: bigint; meta: RequestMeta } | null) {
    let lists: Awaited<ReturnType<typeof fetchLists>>;
    try {
      lists = await fetchLists(deps.client!);
    } catch (err) {
      const error: CatalogueSyncError = err instanceof OperatorApiError ? err.kind : 'unavailable';
      deps.log.warn({ err, run: id }, 'casino catalogue sync: the provider did not deliver');
      return finish(id, admin, { error });
    }
    if (!lists.games.length) return finish(id, admin, { error: 'empty_list' });
    return finish(id, admin, {}, lists);
  }

  async function finish(
    id: number,
    admin: { id: bigint; meta: RequestMeta } | null,
    outcome: { error?: CatalogueSyncError },
    lists?: Parameters<typeof planSync>[1],
  ) {
    await deps.db.transaction().execute(async (trx) => {
      const at = clock.now();
      const counts = lists
        ? await applyPlan(trx, planSync(await loadCurrent(trx), lists, deps.imageUrl), at)
        : {};
      await finishRun(trx, id, { at, ...counts, ...outcome });
      await audit(trx, {
        actor: admin ? { kind: 'admin', id: admin.id } : { kind: 'system', id: null },
        event: 'casino_catalogue_synced',
        meta: admin?.meta ?? null,
        details: { runId: id, ...counts, error: outcome.error ?? null },
      });
    });
    return (await findRun(deps.db, id))!;
  }

  return {
    async state(): Promise<CatalogueSyncState> {
      return { mode: deps.mode, lastRun: await findRun(deps.db) };
    },
    /** A back-office click: refused when off or within a minute of the last run. */
    async runNow(admin: AuthenticatedAdmin, meta: RequestMeta): Promise<CatalogueSyncRun> {
      if (!deps.client) throw new AppError('CATALOGUE_SYNC_OFF');
      const id = await claimRun(
        deps.db,
        { trigger: 'manual', adminId: admin.id, at: clock.now() },
        manualDue,
      );
      if (id === null) throw new AppError('CATALOGUE_SYNC_TOO_SOON');
      const run = await execute(id, { id: admin.id, meta });
      if (run.error) throw new AppError('CATALOGUE_SYNC_FAILED', { data: { run } });
      return run;
    },
    /** The daily job's tick: runs when due (one process wins the claim); null otherwise. */
    async runIfDue(): Promise<CatalogueSyncRun | null> {
      if (!deps.client) return null;
      const id = await claimRun(deps.db, { trigger: 'daily', adminId: null, at: clock.now() }, dailyDue);
      return id === null ? null : execute(id, null);
    },
  };
}
