import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { uiStore } from '@/stores/ui';
import styles from './breadcrumbs.module.css';
import { type Crumb, useCrumbs } from './breadcrumbs';

const MOBILE_QUERY = '(max-width: 991.98px)';

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
