import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerCarousel } from '../banner-carousel/banner-carousel';
import { GiftIcon } from '../home/tile-icons';
import styles from './promotions-page.module.css';

/** /promotions: the 'promotions' banners; the bonus list itself comes with the bonuses feature. */
export function PromotionsPage() {
  const { t } = useTranslation('content');
  const titleId = useId();
  return (
    <div className={styles.page}>
      <BannerCarousel />
      <section aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          {t('promotions.title')}
        </h1>
        <div className={styles.grid}>
          {[0, 1, 2].map((i) => (
            <div key={i} className={styles.ghost} aria-hidden="true" />
          ))}
          <div className={styles.soon}>
            <span className={styles.soonIcon}>
              <GiftIcon />
            </span>
            <h2 className={styles.soonTitle}>{t('promotions.soon.title')}</h2>
            <p className={styles.soonText}>{t('promotions.soon.text')}</p>
          </div>
        </div>
      </section>
    </div>
  );
}
