import type { BannerSlide } from '@lalebet/shared';
import { act, screen, waitFor } from '@testing-library/react';
import Swiper from 'swiper';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { uiStore } from '@/stores/ui';
import { mockApi, renderRoute, setupI18n, stubMatchMedia } from '../test-utils';
import { BannerCarousel } from './banner-carousel';

const slide = (id: number, title: string): BannerSlide => ({
  id,
  title,
  url: id === 1 ? '/promotions' : '',
  target: id === 1 ? '_self' : '_blank',
  images: [{ url: `/media/${id}-s.webp` }, { url: `/media/${id}-l.webp` }, { url: `/media/${id}-m.webp` }],
});

const slides = {
  home: [slide(1, 'Hoş geldin bonusu'), slide(2, 'Kayıp bonusu')],
  promotions: [slide(3, 'Promo')],
};

beforeAll(() => setupI18n('tr'));
beforeEach(() => {
  stubMatchMedia();
  uiStore.set({ activeSlider: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BannerCarousel', () => {
  it('shows three placeholder slides until the active slider is set', async () => {
    const fetchMock = mockApi({ 'cms/sliderlist': (b) => ({ data: slides[(b as { slug: 'home' }).slug] }) });
    renderRoute(<BannerCarousel />);
    expect(await screen.findAllByTestId('banner-placeholder')).toHaveLength(3);
    expect(screen.queryByTestId('banner-slide')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the slug set in the store and shows its slides in order with their sources', async () => {
    const fetchMock = mockApi({ 'cms/sliderlist': (b) => ({ data: slides[(b as { slug: 'home' }).slug] }) });
    renderRoute(<BannerCarousel />);
    act(() => uiStore.set({ activeSlider: 'home' }));

    await waitFor(() => expect(screen.getAllByTestId('banner-slide')).toHaveLength(2));
    expect(screen.queryByTestId('banner-placeholder')).toBeNull();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ slug: 'home' });

    const [first, second] = screen.getAllByTestId('banner-slide');
    expect(first).toHaveProperty('href', expect.stringMatching(/\/promotions$/));
    expect(second?.getAttribute('href')).toBe('#');
    expect(second?.getAttribute('target')).toBe('_blank');

    const images = screen.getAllByRole('img') as HTMLImageElement[];
    expect(images.map((img) => img.alt)).toEqual(['Hoş geldin bonusu', 'Kayıp bonusu']);
    expect(images[0]?.getAttribute('src')).toBe('/media/1-s.webp');
    expect(images[0]?.getAttribute('loading')).toBe('eager');
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(images[1]?.getAttribute('loading')).toBe('lazy');

    const sources = first!.querySelectorAll('source');
    expect([...sources].map((s) => [s.media, s.srcset])).toEqual([
      ['(min-width: 1200px)', '/media/1-l.webp'],
      ['(min-width: 992px)', '/media/1-m.webp'],
    ]);
  });

  it('takes the slug from the matched route and labels its controls', async () => {
    const fetchMock = mockApi({ 'cms/sliderlist': (b) => ({ data: slides[(b as { slug: 'home' }).slug] }) });
    renderRoute(<BannerCarousel />, { handle: { slider: 'home', padding: true } });

    await waitFor(() => expect(screen.getAllByTestId('banner-slide')).toHaveLength(2));
    expect(uiStore.get().activeSlider).toBe('home');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ slug: 'home' });
    expect(await screen.findByRole('button', { name: 'Önceki slayt' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sonraki slayt' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '2. slayta git' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '1. slayta git' }).getAttribute('aria-current')).toBe('true');
  });

  it('replaces the slides when the active slider changes', async () => {
    mockApi({ 'cms/sliderlist': (b) => ({ data: slides[(b as { slug: 'home' }).slug] }) });
    renderRoute(<BannerCarousel />);
    act(() => uiStore.set({ activeSlider: 'home' }));
    await waitFor(() => expect(screen.getAllByTestId('banner-slide')).toHaveLength(2));

    act(() => uiStore.set({ activeSlider: 'promotions' }));
    await waitFor(() => expect(screen.getAllByTestId('banner-slide')).toHaveLength(1));
    expect(screen.getByRole('img', { name: 'Promo' })).toBeTruthy();
  });

  it('refreshes Swiper 100 ms after the slides are replaced', async () => {
    mockApi({ 'cms/sliderlist': (b) => ({ data: slides[(b as { slug: 'home' }).slug] }) });
    const update = vi.spyOn(Swiper.prototype, 'update');
    const slideTo = vi.spyOn(Swiper.prototype, 'slideTo');
    const { container } = renderRoute(<BannerCarousel />);
    await screen.findAllByTestId('banner-placeholder');
    // Swiper arrives once the page is idle (jsdom: at once); the refresh concerns a live Swiper.
    await waitFor(() => expect(container.querySelector('.swiper')).not.toBeNull(), { timeout: 5000 });
    act(() => uiStore.set({ activeSlider: 'home' }));
    await waitFor(() => expect(screen.getAllByTestId('banner-slide')).toHaveLength(2));

    const replacedAt = Date.now();
    await waitFor(() => expect(slideTo).toHaveBeenCalledWith(0, 0));
    expect(Date.now() - replacedAt).toBeGreaterThanOrEqual(90);
    expect(update).toHaveBeenCalled();
  });

  it('paints plain images first and brings Swiper in only once the page is idle after load', async () => {
    mockApi({ 'cms/sliderlist': (b) => ({ data: slides[(b as { slug: 'home' }).slug] }) });
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => ((idle = cb), 1));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const { container, unmount } = renderRoute(<BannerCarousel />, {
      handle: { slider: 'home', padding: true },
    });

    await waitFor(() => expect(screen.getAllByTestId('banner-slide')).toHaveLength(2));
    expect(screen.getAllByRole('img')[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(container.querySelector('.swiper')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sonraki slayt' })).toBeNull();

    expect(idle).toBeTypeOf('function');
    act(() => idle!());
    expect(await screen.findByRole('button', { name: 'Sonraki slayt' })).toBeTruthy();
    expect(container.querySelector('.swiper')).not.toBeNull();
    expect(screen.getAllByTestId('banner-slide')).toHaveLength(2);
    unmount(); // while the stubbed idle callbacks still exist
  });
});
