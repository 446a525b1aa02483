import { SITE_OPTION_KEYS } from '@lalebet/shared';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSiteOptions } from '@/features/content/api/get-site-options';
import { closeMenus } from '@/stores/ui';
import { arrangeMenu, isTileActive, type MenuTile } from './menu-items';
import styles from './main-menu.module.css';
import { cx } from '@/lib/cx';

type Props = { variant: 'bar' | 'grid' };

function openInNewTab(e: MouseEvent<HTMLAnchorElement>, url: string) {
  e.preventDefault();
  window.open(url, '_blank', 'noopener');
}

/** The main menu tiles: a row under the desktop header, a grid in the mobile side menu. */
export function MainMenu({ variant }: Props) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { data: options } = useSiteOptions();

  const onTile = (e: MouseEvent<HTMLAnchorElement>, tile: MenuTile) => {
    closeMenus(); // docs/product.md: a tile closes the profile sidebar and the side menu
    if (tile.newTab) openInNewTab(e, tile.url);
  };

  return (
    <nav aria-label={t('nav.mainMenu')} className={styles[variant]}>
      <ul role="list" className={styles.list}>
        {arrangeMenu(options?.[SITE_OPTION_KEYS.mainMenu]).map((tile) => {
          const active = isTileActive(tile, pathname, search);
          const Icon = tile.icon;
          return (
            <li key={tile.id}>
              <Link
                to={tile.url}
                className={cx(styles.tile, active && styles.active)}
                aria-current={active ? 'page' : undefined}
                target={tile.newTab ? '_blank' : undefined}
                rel={tile.newTab ? 'noopener' : undefined}
                onClick={(e) => onTile(e, tile)}
              >
                <Icon size={variant === 'bar' ? 22 : 26} />
                <span className={styles.label}>{t(tile.title)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
