import type { Game } from '@lalebet/shared/casino';
import type { Launcher } from '@lalebet/shared/casino-constants';
import { act, fireEvent } from '@testing-library/react';
import { setupI18nFor } from '@/test/render';

export { renderWith, testClient } from '@/test/render';
export { bodiesFor, mockApi, type Reply } from '@/test/mock-api';

export const setupI18n = (lng: 'tr' | 'en' = 'tr') => setupI18nFor('play', lng);

export const game = (launcher: Launcher, patch: Partial<Game> = {}): Game => ({
  gameCode: `${launcher}-sweet-bonanza`,
  name: 'Güneş Tapınağı',
  providerName: 'Pragmatic Play',
  mainProviderId: 7,
  productId: launcher === 'em' ? 12 : 0,
  system: launcher === 'softgamings' ? '960' : '',
  launcher,
  imageUrl: '/media/games/x.svg',
  categories: ['slot'],
  isLive: false,
  liveType: null,
  isNew: false,
  isPopular: true,
  ...patch,
});

export { logIn } from '@/test/session';

/** jsdom has no matchMedia: `mobile` answers the play modal's query. */
export function setViewport(mobile: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: mobile && query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

/** A message as a window would post it to ours. */
export function postToWindow(data: unknown, origin: string, source: Window | null) {
  act(() => {
    fireEvent(window, new MessageEvent('message', { data, origin, source }));
  });
}
