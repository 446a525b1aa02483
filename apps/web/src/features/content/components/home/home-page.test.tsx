import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDialogs } from '@/stores/dialogs';
import { uiStore } from '@/stores/ui';
import { mockApi, renderRoute, setupI18n, stubMatchMedia } from '../test-utils';
import { HomePage } from './home-page';

beforeAll(() => setupI18n('tr'));
afterEach(() => {
  vi.unstubAllGlobals();
  closeDialogs();
  uiStore.set({ activeSlider: null });
});

describe('HomePage', () => {
  it('links the category tiles and the Aviator search, and loads the home banners', async () => {
    stubMatchMedia();
    const fetchMock = mockApi({
      'cms/sliderlist': { data: [] },
      'transaction/topwinners': { data: [] },
      'cms/popup': { data: null },
    });
    uiStore.set({ sidebarMenuOpen: true });
    renderRoute(<HomePage />, { handle: { slider: 'home', padding: true } });

    const tiles = await screen.findByRole('navigation', { name: 'Kategoriler' });
    const links = [...tiles.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links.map(([, href]) => href)).toEqual([
      '/spor',
      '/livespor',
      '/casino/slot',
      '/casino/live',
      '/casino/games',
      '/promotions',
    ]);
    expect(links[1]?.[0]).toContain('Canlı Bahis');

    const aviator = screen.getByRole('link', { name: /Aviator/ });
    expect(aviator.getAttribute('href')).toBe('/casino/games?search=Aviator');
    aviator.click();
    expect(uiStore.get().sidebarMenuOpen).toBe(false);

    expect(uiStore.get().activeSlider).toBe('home');
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/cms/sliderlist')).toBe(true);
  });
});
