import { useTranslation } from 'react-i18next';
import a11y from '../a11y.module.css';
import { BannerCarousel } from '../banner-carousel/banner-carousel';
import { CampaignPopup } from '../campaign-popup/campaign-popup';
import { TopWinners } from '../top-winners/top-winners';
import { AviatorLink } from './aviator-link';
import { CategoryTiles } from './category-tiles';
import styles from './home.module.css';

/** The home page: banners, quick categories, top winners, Aviator, then the campaign popup. */
export function HomePage() {
  const { t } = useTranslation('content');
  return (
    <div className={styles.page}>
      <h1 className={a11y.srOnly}>{t('home.heading')}</h1>
      <BannerCarousel />
      <div className={styles.inner}>
        <CategoryTiles />
        <div className={styles.row}>
          <TopWinners />
          <AviatorLink />
        </div>
      </div>
      <CampaignPopup />
    </div>
  );
}
