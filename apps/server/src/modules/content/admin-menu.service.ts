import {
  type AdminMainMenu,
  type AdminMainMenuUpdate,
  MAIN_MENU_IDS,
  type MainMenuEntry,
  SITE_OPTION_KEYS,
  readMainMenu,
} from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { AuthenticatedAdmin } from '../../core/accounts/index.ts';
import { audit } from '../../core/audit.ts';
import type { Database } from '../../db/database.ts';
import { changeSummary } from './admin-audit-summary.ts';
import type { ContentCtx } from './admin-content.service.ts';
import { findSiteOption, saveSiteOption, lockSiteOption } from './admin-site.repository.ts';
import { awaitContentNotices } from './reply-cache.ts';

/**
 * The player site's main menu: order and hidden entries, kept as the `mainmenu` site option
 * (a JSON list of `{id, visible}`), so cms/siteoptionlist serves it with the other options
 * and its change notice empties every process's reply cache (docs/decisions/019-hot-path-caches.md).
 */
const KEY = SITE_OPTION_KEYS.mainMenu;

const builtIn = (): MainMenuEntry[] => MAIN_MENU_IDS.map((id) => ({ id, visible: true }));

export async function getMainMenu(db: Kysely<Database>): Promise<AdminMainMenu> {
  const row = await findSiteOption(db, KEY);
  const items = row?.status ? readMainMenu(row.value) : null;
  return { items: items ?? builtIn(), stored: items !== null };
}

/** The audit trail's view of a menu: the order, and which entries are hidden. */
const summary = (items: readonly MainMenuEntry[]) => ({
  order: items.map((e) => e.id).join(','),
  hidden: items
    .filter((e) => !e.visible)
    .map((e) => e.id)
    .join(','),
});

/** Stores the whole menu (the schema checked every entry is there once) and audits the change. */
export async function setMainMenu(
  ctx: ContentCtx,
  by: AuthenticatedAdmin,
  input: AdminMainMenuUpdate,
): Promise<AdminMainMenu> {
  const items = input.items.map((e) => ({ id: e.id, visible: e.visible }));
  const value = JSON.stringify(items);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await lockSiteOption(trx, KEY);
    await saveSiteOption(trx, before, { key: KEY, value, status: true });
    const previous = (before?.status ? readMainMenu(before.value) : null) ?? builtIn();
    await audit(trx, {
      actor: { kind: 'admin', id: by.id },
      event: 'content_changed',
      meta: ctx.meta,
      details: { kind: 'mainmenu', action: 'update', ...changeSummary(summary(previous), summary(items)) },
    });
  });
  await awaitContentNotices(ctx.db);
  return { items, stored: true };
}
