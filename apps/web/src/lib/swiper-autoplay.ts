import type { SwiperModule } from 'swiper/types';

/**
 * Swiper's autoplay on a plain timer, in place of `swiper/modules`' Autoplay, which runs a
 * requestAnimationFrame loop for as long as it plays (to report the time left for a progress
 * bar we do not draw): a rendering task every frame, forever, that Lighthouse counted into the
 * home page's blocking time (docs/decisions/038-home-page-lighthouse.md, third pass).
 *
 * Same params and API as far as the site uses them: `autoplay: { enabled, delay,
 * pauseOnMouseEnter }` and `swiper.autoplay.start() / stop() / running`. Every slide change
 * (by the timer or by the player) waits a full delay again; at the last slide of a carousel
 * without loop it goes back to the first, as Swiper's does. A hidden tab does not advance.
 */
export const TimerAutoplay: SwiperModule = ({ swiper, extendParams, on }) => {
  extendParams({ autoplay: { enabled: false, delay: 3000, pauseOnMouseEnter: false } });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let hovered = false;
  const params = () =>
    swiper.params.autoplay as { enabled?: boolean; delay?: number; pauseOnMouseEnter?: boolean };

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const schedule = () => {
    clear();
    if (swiper.destroyed || !swiper.autoplay.running || hovered) return;
    timer = setTimeout(advance, params().delay ?? 3000);
  };
  function advance() {
    timer = undefined;
    if (swiper.destroyed || !swiper.autoplay.running) return;
    if (document.visibilityState === 'hidden') return schedule();
    if (!swiper.isEnd || swiper.params.loop || swiper.params.rewind) swiper.slideNext();
    else swiper.slideTo(0);
    schedule(); // a slide change schedules too; this covers a carousel that did not move
  }
  const start = () => {
    if (swiper.destroyed) return false;
    swiper.autoplay.running = true;
    schedule();
    return true;
  };
  const stop = () => {
    if (swiper.destroyed) return false;
    swiper.autoplay.running = false;
    clear();
    return true;
  };
  const onEnter = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    hovered = true;
    clear();
  };
  const onLeave = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    hovered = false;
    schedule();
  };

  // Only what the site calls; the rest of Swiper's autoplay API is not provided.
  swiper.autoplay = {
    running: false,
    paused: false,
    timeLeft: 0,
    start,
    stop,
  } as unknown as typeof swiper.autoplay;

  on('init', () => {
    if (params().pauseOnMouseEnter) {
      swiper.el.addEventListener('pointerenter', onEnter);
      swiper.el.addEventListener('pointerleave', onLeave);
    }
    if (params().enabled) start();
  });
  on('slideChange', schedule);
  on('destroy', () => {
    swiper.el?.removeEventListener?.('pointerenter', onEnter);
    swiper.el?.removeEventListener?.('pointerleave', onLeave);
    stop();
  });
};
