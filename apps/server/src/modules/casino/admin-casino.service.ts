import type {
  AdminGame,
  AdminGameUpdate,
  AdminProvider,
  AdminProviderUpdate,
  GameCategory,
} from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { AuthenticatedAdmin } from '../../core/accounts/index.ts';
import { audit } from '../../core/audit.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { changedFields, changesDetail } from '../../lib/changes.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import {
  type AdminGameRow,
  type GameFilter,
  type ProviderFilter,
  findAdminGame,
  listGamesPage,
  listProvidersPage,
  lockGame,
  lockProvider,
  updateGame,
  updateProvider,
} from './admin-casino.repository.ts';

export type AdminCasinoCtx = { db: Kysely<Database>; meta: RequestMeta };

export async function providersPage(db: Kysely<Database>, f: ProviderFilter) {
  const { rows, total } = await listProvidersPage(db, f);
  const items: AdminProvider[] = rows.map((p) => ({
    id: p.id,
    name: p.name,
    slug: p.slug,
    launcher: p.launcher,
    logoUrl: p.logo_url,
    sort: p.sort,
    enabled: p.enabled,
    gameCount: Number(p.game_count ?? 0),
    enabledGameCount: Number(p.enabled_game_count ?? 0),
  }));
  return { items, total };
}

const toAdminGame = (g: AdminGameRow): AdminGame => ({
  id: g.id,
  gameCode: g.game_code,
  name: g.name,
  providerId: g.provider_id,
  providerName: g.provider_name,
  providerEnabled: g.provider_enabled,
  imageUrl: g.image_url,
  categories: g.categories as GameCategory[],
  isLive: g.is_live,
  isNew: g.is_new,
  isPopular: g.is_popular,
  sort: g.sort,
  enabled: g.enabled,
});

export async function gamesPage(db: Kysely<Database>, f: GameFilter) {
  const { rows, total } = await listGamesPage(db, f);
  return { items: rows.map(toAdminGame), total };
}

/**
 * Switches a studio on or off or moves it in the lobby. The player catalogue and the launch
 * check read the switches on every request (no cache holds them), so a disabled studio's games
 * leave the lobby and stop launching with the commit.
 */
export async function changeProvider(
  ctx: AdminCasinoCtx,
  admin: AuthenticatedAdmin,
  id: number,
  input: AdminProviderUpdate,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await lockProvider(trx, id);
    if (!before) throw new AppError('PROVIDER_NOT_FOUND');
    const changes = changedFields(before, input);
    if (!Object.keys(changes).length) return;
    await updateProvider(trx, id, input);
    await audit(trx, {
      actor: { kind: 'admin', id: admin.id },
      event: 'casino_provider_changed',
      meta: ctx.meta,
      details: { providerId: id, provider: before.name, changes: changesDetail(changes) },
    });
  });
}

/** Switches a game, moves it, or files it under other categories; audited with before and after. */
export async function changeGame(
  ctx: AdminCasinoCtx,
  admin: AuthenticatedAdmin,
  id: number,
  input: AdminGameUpdate,
): Promise<AdminGame> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await lockGame(trx, id);
    if (!row) throw new AppError('GAME_NOT_FOUND');
    const set = {
      enabled: input.enabled,
      sort: input.sort,
      categories: input.categories,
      is_new: input.isNew,
      is_popular: input.isPopular,
    };
    const changes = changedFields(row, set);
    if (Object.keys(changes).length) {
      await updateGame(trx, id, set);
      await audit(trx, {
        actor: { kind: 'admin', id: admin.id },
        event: 'casino_game_changed',
        meta: ctx.meta,
        details: { gameId: id, gameCode: row.game_code, changes: changesDetail(changes) },
      });
    }
    return toAdminGame(await findAdminGame(trx, id));
  });
}
