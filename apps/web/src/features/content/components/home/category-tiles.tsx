import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { closeMenus } from '@/stores/ui';
import { CasinoIcon, GamesIcon, GiftIcon, LiveCasinoIcon, LiveIcon, SportsIcon } from './tile-icons';
import styles from './home.module.css';

type Tile = { key: string; to: string; tone: string; icon: ReactNode };

const TILES: Tile[] = [
  { key: 'sports', to: paths.sports, tone: 'green', icon: <SportsIcon /> },
  { key: 'liveBettings', to: paths.liveSports, tone: 'red', icon: <LiveIcon /> },
  { key: 'casino', to: paths.casinoSlot, tone: 'gold', icon: <CasinoIcon /> },
  { key: 'liveCasino', to: paths.casinoLive, tone: 'violet', icon: <LiveCasinoIcon /> },
  { key: 'games', to: paths.casinoGames, tone: 'sky', icon: <GamesIcon /> },
  { key: 'promotions', to: paths.promotions, tone: 'pink', icon: <GiftIcon /> },
];

/** Quick links to the main areas. Tapping one closes the mobile sidebars (docs/product.md §2). */
export function CategoryTiles() {
  const { t } = useTranslation('content');
  return (
    <nav aria-label={t('home.categories')}>
      <ul className={styles.tiles}>
        {TILES.map((tile) => (
          <li key={tile.key}>
            <Link to={tile.to} className={styles.tile} data-tone={tile.tone} onClick={closeMenus}>
              <span className={styles.tileIcon}>{tile.icon}</span>
              <span className={styles.tileTitle}>{t(`home.tile.${tile.key}`)}</span>
              <span className={styles.tileHint}>{t(`home.tile.${tile.key}.hint`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
