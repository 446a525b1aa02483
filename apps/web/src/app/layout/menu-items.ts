import type { MainMenuId } from '@lalebet/shared/main-menu';
import type { IconComponent } from '@/components/ui/icons/icon';
import {
  BingoIcon,
  EsportsIcon,
  GamesIcon,
  GiftIcon,
  LiveCasinoIcon,
  LiveIcon,
  PhoneIcon,
  SlotIcon,
  SportsIcon,
  TvIcon,
  VirtualIcon,
} from '@/components/ui/icons/nav-icons';
import { paths } from '@/config/paths';

/** A main-menu tile (docs/product.md §3: title, icon, url). `title` is an i18n key. */
export type MenuTile = {
  id: MainMenuId;
  title: string;
  icon: IconComponent;
  url: string;
  /** Opens in a new tab (the call-me-back form, docs/product.md §2). */
  newTab?: boolean;
};

/** Virtual games live in the games lobby under their own category. */
export const VIRTUAL_GAMES_URL = `${paths.casinoGames}?category=virtual`;

/** The product's main menu, in its order (section 2). */
export const MAIN_MENU: MenuTile[] = [
  { id: 'sports', title: 'nav.sports', icon: SportsIcon, url: paths.sports },
  { id: 'live', title: 'nav.liveBettings', icon: LiveIcon, url: paths.liveSports },
  { id: 'esports', title: 'nav.esports', icon: EsportsIcon, url: paths.esports },
  { id: 'casino', title: 'nav.casino', icon: SlotIcon, url: paths.casinoSlot },
  { id: 'live-casino', title: 'nav.liveCasino', icon: LiveCasinoIcon, url: paths.casinoLive },
  { id: 'virtual', title: 'nav.virtual', icon: VirtualIcon, url: VIRTUAL_GAMES_URL },
  { id: 'bingo', title: 'nav.bingo', icon: BingoIcon, url: paths.casinoBingo },
  { id: 'games', title: 'nav.games', icon: GamesIcon, url: paths.casinoGames },
  { id: 'tv', title: 'nav.tvGames', icon: TvIcon, url: paths.casinoTvbets },
  { id: 'promotions', title: 'nav.promotions', icon: GiftIcon, url: paths.promotions },
  {
    id: 'call-me-back',
    title: 'nav.callMeBack',
    icon: PhoneIcon,
    url: paths.callMeBack,
    newTab: true,
  },
];

/**
 * The main menu as the back office arranged it: `raw` is the `mainmenu` site option, a JSON list
 * of `{id, visible}` in display order (packages/shared/src/main-menu.ts). Hidden tiles drop out,
 * ids this build lacks are skipped, and tiles the list lacks keep their built-in order at the
 * end; no option (still loading, or never set) or an unreadable one gives the built-in menu.
 */
export function arrangeMenu(raw: string | undefined): MenuTile[] {
  try {
    const list: { id: string; visible: boolean }[] = JSON.parse(raw!);
    // A tile's place in the list; not listed (-1) becomes the largest unsigned number: last.
    const at = (t: MenuTile) => list.findIndex((e) => e.id === t.id) >>> 0;
    return MAIN_MENU.filter((t) => list[at(t)]?.visible !== false).sort((a, b) => at(a) - at(b));
  } catch {
    return MAIN_MENU;
  }
}

/**
 * Is `tile` the page at `pathname` + `search`? A tile with a query matches while the page keeps
 * its parameters (Sanal stays lit with a search typed); the games tile must not light up for Sanal.
 */
export function isTileActive(tile: MenuTile, pathname: string, search: string): boolean {
  const [tilePath, tileQuery = ''] = tile.url.split('?');
  if (tileQuery) {
    const current = new URLSearchParams(search);
    return (
      pathname === tilePath && [...new URLSearchParams(tileQuery)].every(([k, v]) => current.get(k) === v)
    );
  }
  if (tile.url === paths.casinoGames)
    return pathname === tilePath && !new URLSearchParams(search).get('category');
  return pathname === tilePath || pathname.startsWith(`${tilePath}/`);
}
