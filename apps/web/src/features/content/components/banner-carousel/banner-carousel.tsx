import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterLoad } from '@/hooks/use-after-load';
import { useBannerSlides } from '../../hooks/use-banner-slides';
import { useRouteSlider } from '../../hooks/use-route-slider';
import { BannerSlideView, itemKey, placeholderItems, slideProps } from './banner-slide';
import { CAROUSEL } from './carousel-config';
import styles from './banner-carousel.module.css';

const BannerSwiper = lazy(() => import('./banner-swiper'));

type Props = {
  /** Mobile side margin; defaults to the matched route's `handle.padding`. */
  padding?: boolean;
};

/**
 * The page's banner carousel. Publishes the route's slider slug, shows 3 placeholders until
 * it is set, then that slug's banners. The same slides first render as a static strip of plain
 * images, so the first banner (the LCP image) never waits for Swiper; Swiper's own chunk is
 * fetched and run only once the page has loaded and gone idle, off the phone's busiest moment.
 */
export function BannerCarousel({ padding }: Props) {
  const { t } = useTranslation('content');
  const handle = useRouteSlider();
  const slides = useBannerSlides();
  const padded = padding ?? handle.padding ?? false;
  const items = slides ?? placeholderItems(CAROUSEL.placeholderCount);
  const enhance = useAfterLoad();

  const staticStrip = (
    <div className={styles.strip}>
      {items.map((item, i) => (
        <div
          key={itemKey(item, i)}
          className={styles.stripSlide}
          {...slideProps(t, i, items.length, i === 0)}
        >
          <BannerSlideView item={item} first={i === 0} />
        </div>
      ))}
    </div>
  );

  return (
    <section
      className={`${styles.root} ${padded ? styles.padded : ''}`}
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={t('carousel.label')}
      aria-busy={slides ? undefined : true}
    >
      {enhance ? (
        <Suspense fallback={staticStrip}>
          <BannerSwiper slides={slides} />
        </Suspense>
      ) : (
        staticStrip
      )}
    </section>
  );
}
