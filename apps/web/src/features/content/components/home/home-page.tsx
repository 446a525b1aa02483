import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerCarousel } from '../banner-carousel/banner-carousel';
import { AviatorLink } from './aviator-link';
import { CategoryTiles } from './category-tiles';
import styles from './home.module.css';

// The popup opens only after the player's first interaction (hooks/use-campaign-popup.ts), so
// its code need not travel with the home route's first load (the route's JS budget).
// Below the fold (after the tiles and the sports sections): loaded after the first paint, out
// of the home route's first-load JS budget (scripts/check-bundle.ts).
const TopWinners = lazy(() => import('../top-winners/top-winners').then((m) => ({ default: m.TopWinners })));
const CampaignPopup = lazy(() =>
  import('../campaign-popup/campaign-popup').then((m) => ({ default: m.CampaignPopup })),
);

/**
 * The home page: banners, quick categories, the sports sections (`sports`, composed by the app
 * from the sportsbook feature), top winners, Aviator, then the campaign popup.
 */
export function HomePage({ sports }: { sports?: ReactNode }) {
  const { t } = useTranslation('content');
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('home.heading')}</h1>
      <BannerCarousel />
      <div className={styles.inner}>
        <CategoryTiles />
        {sports}
        <div className={styles.row}>
          <Suspense fallback={null}>
            <TopWinners />
          </Suspense>
          <AviatorLink />
        </div>
      </div>
      <Suspense fallback={null}>
        <CampaignPopup />
      </Suspense>
    </div>
  );
}
