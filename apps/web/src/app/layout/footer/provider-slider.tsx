import { useState } from 'react';
import { TimerAutoplay } from '@/lib/swiper-autoplay';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import { providerLogoUrl } from './providers';
import styles from './provider-slider.module.css';

/** docs/product.md §9: 2000 ms autoplay that starts 500 ms after init; 3 per view, 7 from 992 px. */
export const PROVIDER_SLIDER = {
  autoplayDelayMs: 2000,
  autoplayStartDelayMs: 500,
  perView: 3,
  perViewDesktop: 7,
  desktopFrom: 992,
} as const;

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function startLater(swiper: SwiperInstance) {
  swiper.autoplay.stop();
  if (reducedMotion()) return; // no auto-moving content for players who asked for less motion
  const timer = setTimeout(
    () => !swiper.destroyed && swiper.autoplay.start(),
    PROVIDER_SLIDER.autoplayStartDelayMs,
  );
  swiper.once('destroy', () => clearTimeout(timer));
}

function Logo({ name }: { name: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <span className={styles.name}>{name}</span>;
  return (
    <img
      src={providerLogoUrl(name)}
      alt={name}
      loading="lazy"
      decoding="async"
      width={120}
      height={40}
      onError={() => setFailed(true)}
    />
  );
}

export default function ProviderSlider({ providers }: { providers: string[] }) {
  return (
    <Swiper
      className={styles.slider}
      modules={[TimerAutoplay]}
      slidesPerView={PROVIDER_SLIDER.perView}
      spaceBetween={12}
      loop={providers.length > PROVIDER_SLIDER.perViewDesktop}
      breakpoints={{
        [PROVIDER_SLIDER.desktopFrom]: { slidesPerView: PROVIDER_SLIDER.perViewDesktop, spaceBetween: 16 },
      }}
      autoplay={{
        delay: PROVIDER_SLIDER.autoplayDelayMs,
        disableOnInteraction: false,
        pauseOnMouseEnter: true,
      }}
      onAfterInit={startLater}
    >
      {providers.map((name) => (
        <SwiperSlide key={name} className={styles.slide}>
          <Logo name={name} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
