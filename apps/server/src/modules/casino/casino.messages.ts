import type { Localized } from '@lalebet/shared';

/** Texts of the casino module, both languages side by side (docs/product.md §8: favourite toasts). */
export const CASINO_MESSAGES = {
  favoriteAdded: { tr: 'Favorilere eklendi', en: 'Added to favorites' },
  favoriteRemoved: { tr: 'Favorilerden çıkarıldı', en: 'Removed from favorites' },
} satisfies Record<string, Localized>;
