import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches } from 'react-router';
import { ChevronRightIcon } from '@/components/ui/icons/ui-icons';
import { SlotIcon } from '@/components/ui/icons/nav-icons';
import { BannerCarousel } from '@/features/content/components/banner-carousel/banner-carousel';
import type { RouteHandle } from '../router';
import { isTileActive, MAIN_MENU } from '../layout/menu-items';
import styles from './section-page.module.css';

/**
 * Sports, e-sports and casino category pages until their lobbies arrive (later issues): the
 * route's banner carousel, the section's title, a short notice and the sibling categories.
 */
export default function SectionPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const current = MAIN_MENU.find((tile) => isTileActive(tile, pathname, search));
  const title = t(current?.title ?? handle?.crumb ?? 'nav.casino');
  const group = current?.group ?? 'casino';
  const siblings = MAIN_MENU.filter((tile) => tile.group === group);
  const Icon = current?.icon ?? SlotIcon;

  return (
    <div className={styles.page}>
      <BannerCarousel />
      <section className={styles.hero} aria-labelledby="section-title">
        <span className={styles.icon}>
          <Icon size={36} />
        </span>
        <div>
          <h1 id="section-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.lead}>{t('section.comingSoon', { section: title })}</p>
        </div>
      </section>
      <section aria-labelledby="section-more">
        <h2 id="section-more" className={styles.subtitle}>
          {t(group === 'sports' ? 'section.moreSports' : 'section.moreCasino')}
        </h2>
        <ul role="list" className={styles.grid}>
          {siblings.map((tile) => {
            const TileIcon = tile.icon;
            const active = tile === current;
            return (
              <li key={tile.id}>
                <Link
                  to={tile.url}
                  className={[styles.card, active && styles.active].filter(Boolean).join(' ')}
                  aria-current={active ? 'page' : undefined}
                >
                  <TileIcon size={28} />
                  <span className={styles.cardTitle}>{t(tile.title)}</span>
                  <ChevronRightIcon size={18} className={styles.chevron} />
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
