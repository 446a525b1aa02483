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
  id: string;
  title: string;
  icon: IconComponent;
  url: string;
  group: 'sports' | 'casino' | 'other';
  /** Opens in a new tab (the call-me-back form, docs/product.md §2). */
  newTab?: boolean;
};

/** Virtual games live in the games lobby under their own category. */
export const VIRTUAL_GAMES_URL = `${paths.casinoGames}?category=virtual`;

/** The product's main menu, in its order (section 2). */
export const MAIN_MENU: MenuTile[] = [
  { id: 'sports', title: 'nav.sports', icon: SportsIcon, url: paths.sports, group: 'sports' },
  { id: 'live', title: 'nav.liveBettings', icon: LiveIcon, url: paths.liveSports, group: 'sports' },
  { id: 'esports', title: 'nav.esports', icon: EsportsIcon, url: paths.esports, group: 'sports' },
  { id: 'casino', title: 'nav.casino', icon: SlotIcon, url: paths.casinoSlot, group: 'casino' },
  {
    id: 'live-casino',
    title: 'nav.liveCasino',
    icon: LiveCasinoIcon,
    url: paths.casinoLive,
    group: 'casino',
  },
  { id: 'virtual', title: 'nav.virtual', icon: VirtualIcon, url: VIRTUAL_GAMES_URL, group: 'casino' },
  { id: 'bingo', title: 'nav.bingo', icon: BingoIcon, url: paths.casinoBingo, group: 'casino' },
  { id: 'games', title: 'nav.games', icon: GamesIcon, url: paths.casinoGames, group: 'casino' },
  { id: 'tv', title: 'nav.tvGames', icon: TvIcon, url: paths.casinoTvbets, group: 'casino' },
  { id: 'promotions', title: 'nav.promotions', icon: GiftIcon, url: paths.promotions, group: 'other' },
  {
    id: 'call-me-back',
    title: 'nav.callMeBack',
    icon: PhoneIcon,
    url: paths.callMeBack,
    group: 'other',
    newTab: true,
  },
];

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
