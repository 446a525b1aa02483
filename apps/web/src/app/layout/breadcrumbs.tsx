import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches } from 'react-router';
import { paths } from '@/config/paths';
import { uiStore } from '@/stores/ui';
import styles from './breadcrumbs.module.css';
import { isTileActive, MAIN_MENU } from './menu-items';

type Crumb = { label: string; url: string };
const MOBILE_QUERY = '(max-width: 991.98px)';

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

/**
 * The breadcrumb bar (docs/product.md §2): crumbs separated by '/', the last highlighted, a
 * click navigates; on mobile a click opens the profile side bar instead.
 */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const crumbs = useCrumbs();
  if (crumbs.length === 0) return null;

  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!window.matchMedia(MOBILE_QUERY).matches) return;
    e.preventDefault();
    uiStore.set({ mobileProfileSidebarOpen: true, sidebarMenuOpen: false });
  };

  const all: Crumb[] = [{ label: t('nav.home'), url: paths.home }, ...crumbs];
  return (
    <nav aria-label={t('breadcrumb.label')} className={styles.bar}>
      <ol role="list" className={styles.list}>
        {all.map((crumb, i) => {
          const last = i === all.length - 1;
          return (
            <li key={`${crumb.url}-${i}`} className={styles.item}>
              {i > 0 && (
                <span className={styles.separator} aria-hidden="true">
                  /
                </span>
              )}
              <Link
                to={crumb.url}
                className={last ? styles.current : styles.link}
                aria-current={last ? 'page' : undefined}
                onClick={onClick}
              >
                {crumb.label}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
