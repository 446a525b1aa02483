import 'swiper/css';
import type { BannerSlide } from '@lalebet/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimerAutoplay } from '@/lib/swiper-autoplay';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { BannerSlideView, itemKey, placeholderItems, slideProps } from './banner-slide';
import { autoplayOptions, CAROUSEL, swiperOptions } from './carousel-config';
import { CarouselControls } from './carousel-controls';
import styles from './banner-carousel.module.css';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** The Swiper half of the carousel, loaded on demand so Swiper stays out of the entry chunk. */
export default function BannerSwiper({ slides }: { slides: BannerSlide[] | null }) {
  const { t } = useTranslation('content');
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const [autoplay] = useState(() => !prefersReducedMotion());
  const items = slides ?? placeholderItems(CAROUSEL.placeholderCount);

  // docs/product.md: once the slides are replaced, refresh Swiper 100 ms later (and start over).
  useEffect(() => {
    if (!swiper || !slides) return;
    const timer = setTimeout(() => {
      if (swiper.destroyed) return;
      swiper.update();
      swiper.slideTo(0, 0);
    }, CAROUSEL.refreshDelayMs);
    return () => clearTimeout(timer);
  }, [swiper, slides]);

  return (
    <>
      <Swiper
        {...swiperOptions}
        modules={[TimerAutoplay]}
        autoplay={{ ...autoplayOptions, enabled: autoplay }}
        className={styles.swiper}
        onSwiper={setSwiper}
        onSlideChange={(s) => setActive(s.activeIndex)}
      >
        {items.map((item, i) => (
          <SwiperSlide key={itemKey(item, i)} {...slideProps(t, i, items.length, i === active)}>
            <BannerSlideView item={item} first={i === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
      {swiper && slides && slides.length > 1 && (
        <CarouselControls swiper={swiper} count={slides.length} active={active} initiallyPlaying={autoplay} />
      )}
    </>
  );
}
