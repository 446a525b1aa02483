/**
 * Casino constants both sides read. Zod-free so the web's always-loaded code can
 * import it without pulling in the schema library.
 */

/** docs/product.md §9: the header game search shows five results. */
export const GAME_SEARCH_TAKE = 5;
/** Page size of the category grids (infinite scroll). */
export const GAME_PAGE_TAKE = 48;
export const GAME_HISTORY_PAGE_TAKE = 20;
/** docs/product.md §9: Top winners count and the game modal's top bar height. */
export const TOP_WINNERS_COUNT = 40;
export const GAME_MODAL_BAR_PX = 35;
/** The Aviator quick link searches for this (not live). */
export const AVIATOR_SEARCH = 'Aviator';

/**
 * The six launch integrations of docs/product.md (section 7, Casino table). Every game belongs to one;
 * it picks the launch call the web makes and the server adapter that answers it.
 */
export const LAUNCHERS = ['dt', 'em', 'amusnet', 'egt', 'hub88', 'softgamings'] as const;
export type Launcher = (typeof LAUNCHERS)[number];

/** Launch paths under /api, by integration. */
export const LAUNCH_PATHS: Record<Launcher, string> = {
  dt: 'casino/dtlaunchurl',
  em: 'casino/emlaunchurl',
  amusnet: 'casino/amusnetlaunchurl',
  egt: 'casino/egtlaunchurl',
  hub88: 'casino/hub88launchurl',
  softgamings: 'casino/softgamingslaunchurl',
};

/** docs/product.md §8: these launch failures also close the play modal. */
export const LAUNCHERS_CLOSING_ON_FAILURE: readonly Launcher[] = ['egt', 'hub88', 'softgamings'];

/** Category pages of docs/product.md: /casino/<slug>. `systemCategory` of casino/games takes the slug. */
export const CASINO_CATEGORIES = ['slot', 'live', 'games', 'bingo', 'tvbets'] as const;
export type CasinoCategory = (typeof CASINO_CATEGORIES)[number];
/**
 * What a game can be listed under: the five pages, plus 'virtual' for the main menu's Sanal entry
 * (virtual sports). Sanal has no route of its own in docs/product.md, so its games are also 'games' and
 * it opens /casino/games?category=virtual, which lists only them.
 */
export const GAME_CATEGORIES = [...CASINO_CATEGORIES, 'virtual'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** docs/product.md §2: the live casino filters and the Live names they map to. */
export const LIVE_FILTERS = [
  { id: 'all', label: 'All', liveType: null },
  { id: 'roulette', label: 'Roulette', liveType: 'Live Roulette' },
  { id: 'blackjack', label: 'Blackjack', liveType: 'Live Blackjack' },
  { id: 'poker', label: 'Poker', liveType: 'Live Poker' },
  { id: 'baccarat', label: 'Baccarat', liveType: 'Live Baccarat' },
  { id: 'dealer', label: 'Dealer', liveType: 'Live Dealer' },
] as const;
export type LiveType = Exclude<(typeof LIVE_FILTERS)[number]['liveType'], null>;
export const LIVE_TYPES = LIVE_FILTERS.flatMap((f) => (f.liveType ? [f.liveType] : [])) as LiveType[];

/** docs/product.md §7: platform 1 desktop, 2 mobile (EGT and Hub88 launch bodies). */
export const Platform = { Desktop: 1, Mobile: 2 } as const;

/**
 * What a game posts to the host page (window.top.postMessage). The host accepts only this shape
 * and only from the origin the game was launched from.
 */
export const GAME_MESSAGE_TYPE = 'lalebet:game';
export type GameMessage = { type: typeof GAME_MESSAGE_TYPE; action: 'reload' | 'exit' };
export function isGameMessage(data: unknown): data is GameMessage {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as Record<string, unknown>;
  return (
    Object.keys(m).length === 2 &&
    m.type === GAME_MESSAGE_TYPE &&
    (m.action === 'reload' || m.action === 'exit')
  );
}

/**
 * Folds text for game search: Turkish-aware lower case with I/ı/İ/i all as "i" and the other
 * Turkish letters as their Latin base (ç→c, ğ→g, ö→o, ş→s, ü→u), so "GÜNEŞ", "gunes" and
 * "Güneş" meet. The server indexes names with it and folds the query with it.
 */
export function foldSearch(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[Iİı]/g, 'i')
    .toLocaleLowerCase('tr')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a folded name: the search index holds one row per word. */
export const searchWords = (text: string) => foldSearch(text).split(' ').filter(Boolean);
