import { vi } from 'vitest';
import { setupI18nFor } from '@/test/render';

/** Bundled translations (common, validation and content) in the given language. */
export const setupI18n = (lng: 'tr' | 'en' = 'tr') => setupI18nFor('content', lng);

export { renderRoute } from '@/test/render';
export { bodiesFor, mockApi } from '@/test/mock-api';

/** jsdom has no matchMedia; Swiper's breakpoints need one. */
export function stubMatchMedia(matches = false) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}
