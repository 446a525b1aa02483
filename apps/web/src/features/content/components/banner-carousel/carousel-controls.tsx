import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper/types';
import styles from './banner-carousel.module.css';

type Props = { swiper: SwiperInstance; count: number; active: number; initiallyPlaying: boolean };

/** Prev/next, one labelled button per slide, and a pause switch (WCAG 2.2.2). */
export function CarouselControls({ swiper, count, active, initiallyPlaying }: Props) {
  const { t } = useTranslation('content');
  const [playing, setPlaying] = useState(initiallyPlaying);

  const togglePlay = () => {
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  };

  return (
    <>
      <button
        type="button"
        className={`${styles.arrow} ${styles.prev}`}
        aria-label={t('carousel.prev')}
        disabled={active === 0}
        onClick={() => swiper.slidePrev()}
      >
        <Chevron />
      </button>
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        aria-label={t('carousel.next')}
        disabled={active >= count - 1}
        onClick={() => swiper.slideNext()}
      >
        <Chevron />
      </button>
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.play}
          aria-label={t(playing ? 'carousel.pause' : 'carousel.play')}
          onClick={togglePlay}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        {Array.from({ length: count }, (_, i) => (
          <button
            key={i}
            type="button"
            className={styles.bullet}
            aria-label={t('carousel.goTo', { index: i + 1 })}
            aria-current={i === active ? 'true' : undefined}
            onClick={() => swiper.slideTo(i)}
          />
        ))}
      </div>
    </>
  );
}

const Chevron = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
    <path
      d="M15 5l-7 7 7 7"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const PauseIcon = () => (
  <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
    <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
  </svg>
);

const PlayIcon = () => (
  <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
    <path d="M8 5l11 7-11 7z" fill="currentColor" />
  </svg>
);
