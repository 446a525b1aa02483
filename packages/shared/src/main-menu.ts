import { z } from 'zod';

/**
 * The player site's main-menu entries (docs/product.md §2.2), a closed set in their built-in
 * order. The back office orders and hides them; the web keeps each one's icon, title and link.
 */
export const MAIN_MENU_IDS = [
  'sports',
  'live',
  'esports',
  'casino',
  'live-casino',
  'virtual',
  'bingo',
  'games',
  'tv',
  'promotions',
  'call-me-back',
] as const;
export type MainMenuId = (typeof MAIN_MENU_IDS)[number];

export const mainMenuEntrySchema = z.strictObject({
  id: z.enum(MAIN_MENU_IDS, { error: 'v.option' }),
  visible: z.boolean(),
});
export type MainMenuEntry = z.infer<typeof mainMenuEntrySchema>;

/**
 * The menu in display order, hidden entries included. Public as the value (this list as JSON)
 * of the `mainmenu` site option in cms/siteoptionlist; absent means the built-in order.
 */
export const mainMenuSchema = z.array(mainMenuEntrySchema);

/** GET /api/admin/content/mainmenu: the stored order, or the built-in one (`stored` false). */
export const adminMainMenuSchema = z.object({ items: mainMenuSchema, stored: z.boolean() });
export type AdminMainMenu = z.infer<typeof adminMainMenuSchema>;

/** PUT /api/admin/content/mainmenu: the whole menu, every entry exactly once. */
export const adminMainMenuUpdateSchema = z.strictObject({
  items: mainMenuSchema.superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((e, i) => {
      if (seen.has(e.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: 'v.menuDuplicate' });
      seen.add(e.id);
    });
    if (MAIN_MENU_IDS.some((id) => !seen.has(id)))
      ctx.addIssue({ code: 'custom', path: [], message: 'v.menuMissing' });
  }),
});
export type AdminMainMenuUpdate = z.infer<typeof adminMainMenuUpdateSchema>;

/**
 * A stored menu (the `mainmenu` option's JSON) made whole against this build's catalogue: ids
 * it does not know are dropped, repeats keep their first place, and entries it lacks (added by
 * a later release) are appended visible in their built-in order, so a deploy that adds an entry
 * shows it without an edit. Null when absent or not a JSON list.
 */
export function readMainMenu(raw: string | undefined): MainMenuEntry[] | null {
  let list: unknown;
  try {
    list = JSON.parse(raw ?? '');
  } catch {
    return null;
  }
  if (!Array.isArray(list)) return null;
  const known = new Set<string>(MAIN_MENU_IDS);
  const out = new Map<string, MainMenuEntry>();
  for (const e of list as { id?: unknown; visible?: unknown }[]) {
    const id = e?.id;
    if (typeof id === 'string' && known.has(id) && !out.has(id))
      out.set(id, { id: id as MainMenuId, visible: e.visible !== false });
  }
  for (const id of MAIN_MENU_IDS) if (!out.has(id)) out.set(id, { id, visible: true });
  return [...out.values()];
}
