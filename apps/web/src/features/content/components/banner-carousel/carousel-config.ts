import type { AutoplayOptions, SwiperOptions } from 'swiper/types';

/** The product's banner carousel constants (section 9). */
export const CAROUSEL = {
  placeholderCount: 3,
  /** Swiper refreshes this long after the slides are replaced (section 4). */
  refreshDelayMs: 100,
} as const;

const oneSlide = { slidesPerView: 1 } as const;

/** One slide per view at every breakpoint, 20 px apart, no loop. */
export const swiperOptions: SwiperOptions = {
  slidesPerView: 1,
  spaceBetween: 20,
  loop: false,
  breakpoints: { 0: oneSlide, 768: oneSlide, 992: oneSlide, 1920: oneSlide },
};

/** Every 5 s from init; swiping or clicking does not stop it. */
export const autoplayOptions: AutoplayOptions = { delay: 5000, disableOnInteraction: false };
