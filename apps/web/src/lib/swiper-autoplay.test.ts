import type { Swiper } from 'swiper/types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimerAutoplay } from './swiper-autoplay';

type Handler = (...args: unknown[]) => void;

/** A stand-in for the Swiper instance, with just what the module reads and calls. */
function fakeSwiper(opts: { slides: number; loop?: boolean; autoplay: Record<string, unknown> }) {
  const handlers = new Map<string, Handler[]>();
  const el = document.createElement('div');
  const swiper = {
    el,
    destroyed: false,
    activeIndex: 0,
    params: { loop: opts.loop ?? false, rewind: false, autoplay: {} as Record<string, unknown> },
    get isEnd() {
      return swiper.activeIndex === opts.slides - 1;
    },
    slideNext: vi.fn(() => swiper.slideTo(swiper.activeIndex + 1)),
    slideTo: vi.fn((i: number) => {
      if (i === swiper.activeIndex) return;
      swiper.activeIndex = i;
      emit('slideChange');
    }),
  } as unknown as Swiper & { activeIndex: number; slideNext: ReturnType<typeof vi.fn> };
  const emit = (name: string) => handlers.get(name)?.forEach((h) => h());
  TimerAutoplay({
    swiper,
    extendParams: (defaults: { autoplay: Record<string, unknown> }) => {
      swiper.params.autoplay = { ...defaults.autoplay, ...opts.autoplay };
    },
    on: (name: string, h: Handler) => handlers.set(name, [...(handlers.get(name) ?? []), h]),
    once: () => {},
    off: () => {},
    emit: () => {},
    params: {},
  } as unknown as Parameters<typeof TimerAutoplay>[0]);
  return { swiper, el, emit };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('TimerAutoplay', () => {
  it('moves on every delay, back to the first slide after the last, without animation frames', () => {
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    const { swiper, emit } = fakeSwiper({ slides: 3, autoplay: { enabled: true, delay: 5000 } });
    emit('init');
    expect(swiper.autoplay.running).toBe(true);
    vi.advanceTimersByTime(4999);
    expect(swiper.activeIndex).toBe(0);
    vi.advanceTimersByTime(1);
    expect(swiper.activeIndex).toBe(1);
    vi.advanceTimersByTime(5000);
    expect(swiper.activeIndex).toBe(2);
    vi.advanceTimersByTime(5000);
    expect(swiper.activeIndex).toBe(0);
    expect(raf).not.toHaveBeenCalled();
  });

  it('waits a full delay after the player changes the slide, and stops and starts on demand', () => {
    const { swiper, emit } = fakeSwiper({ slides: 3, autoplay: { enabled: true, delay: 5000 } });
    emit('init');
    vi.advanceTimersByTime(3000);
    swiper.slideTo(2); // the player's click
    vi.advanceTimersByTime(4999);
    expect(swiper.activeIndex).toBe(2);
    vi.advanceTimersByTime(1);
    expect(swiper.activeIndex).toBe(0);
    swiper.autoplay.stop();
    vi.advanceTimersByTime(20_000);
    expect(swiper.activeIndex).toBe(0);
    swiper.autoplay.start();
    vi.advanceTimersByTime(5000);
    expect(swiper.activeIndex).toBe(1);
  });

  it('does not start unless enabled, and pauses while a mouse is over it when asked to', () => {
    const off = fakeSwiper({ slides: 3, autoplay: { enabled: false, delay: 1000 } });
    off.emit('init');
    vi.advanceTimersByTime(5000);
    expect(off.swiper.activeIndex).toBe(0);

    const { swiper, el, emit } = fakeSwiper({
      slides: 5,
      loop: true,
      autoplay: { enabled: true, delay: 1000, pauseOnMouseEnter: true },
    });
    emit('init');
    const pointer = (type: string) => {
      const e = new Event(type);
      Object.assign(e, { pointerType: 'mouse' });
      el.dispatchEvent(e);
    };
    pointer('pointerenter');
    vi.advanceTimersByTime(3000);
    expect(swiper.activeIndex).toBe(0);
    pointer('pointerleave');
    vi.advanceTimersByTime(1000);
    expect(swiper.activeIndex).toBe(1);
    emit('destroy');
    vi.advanceTimersByTime(5000);
    expect(swiper.activeIndex).toBe(1);
  });
});
