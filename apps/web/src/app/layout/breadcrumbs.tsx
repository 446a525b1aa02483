import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { isTileActive, MAIN_MENU } from './menu-items';

export type Crumb = { label: string; url: string };

/**
 * Crumbs from the matched routes' `handle.crumb` i18n keys, deduplicated by label. A menu tile
 * that is a page plus a query (Sanal: the games page narrowed to virtual sports) names the last.
 */
export function useCrumbs(): Crumb[] {
  const { t } = useTranslation();
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const crumbs: Crumb[] = [];
  for (const match of matches) {
    const key = (match.handle as { crumb?: string } | undefined)?.crumb;
    if (!key) continue;
    const label = t(key);
    if (crumbs.at(-1)?.label === label) crumbs[crumbs.length - 1] = { label, url: match.pathname };
    else crumbs.push({ label, url: match.pathname });
  }
  const narrowed = MAIN_MENU.find((m) => m.url.includes('?') && isTileActive(m, pathname, search));
  if (narrowed && crumbs.length) crumbs[crumbs.length - 1] = { label: t(narrowed.title), url: narrowed.url };
  return crumbs;
}
