import { CASINO_CATEGORIES, type GameCategory } from '@lalebet/shared/casino-constants';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SlotIcon } from '@/components/ui/icons/nav-icons';
import { CasinoLobby } from '@/features/casino/lobby/components/casino-lobby';
import { useSiteOptions } from '@/features/content/api/get-site-options';
import { BannerCarousel } from '@/features/content/components/banner-carousel/banner-carousel';
import { CasinoVideoBanner } from '@/features/content/components/casino-video-banner/casino-video-banner';
import { isTileActive, MAIN_MENU } from '../layout/menu-items';
import styles from './casino-category.module.css';

/**
 * /casino/<slug> → the slug, as casino/games' systemCategory takes it; Sanal is the games page
 * narrowed to virtual sports (`?category=virtual`, the main menu's link).
 */
function categoryOf(pathname: string, search: string): GameCategory {
  const page =
    CASINO_CATEGORIES.find((c) => pathname === `/casino/${c}` || pathname.startsWith(`/casino/${c}/`)) ??
    'slot';
  return page === 'games' && new URLSearchParams(search).get('category') === 'virtual' ? 'virtual' : page;
}

/**
 * A casino category page (docs/product.md §2): the route's banners, the casino video banner when
 * the operator has set one (site options CasinoVideoUrl and CasinoVideoTitle), the title and
 * the category's game lobby.
 */
export default function CasinoCategoryPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { data: options } = useSiteOptions();
  const category = categoryOf(pathname, search);
  const tile = MAIN_MENU.find((m) => isTileActive(m, pathname, search));
  const Icon = tile?.icon ?? SlotIcon;
  const video = options?.casinovideourl
    ? { url: options.casinovideourl, title1: options.casinovideotitle ?? '' }
    : null;

  return (
    <div className={styles.page}>
      <BannerCarousel />
      <CasinoVideoBanner video={video} />
      <div className={styles.inner}>
        <h1 className={styles.title}>
          <span className={styles.icon}>
            <Icon size={24} />
          </span>
          {t(tile?.title ?? 'nav.casino')}
        </h1>
        {/* A new category is a new lobby: no filters or scroll position carry over. */}
        <CasinoLobby key={category} category={category} />
      </div>
    </div>
  );
}
