import type { Banner } from './banners.ts';

/** The one live campaign popup; its artwork reuses the banner drawing. */
export const POPUP_BANNER: Banner = {
  name: 'weekend',
  emblem: 'gift',
  colors: ['#10002b', '#c9184a', '#ffd166'],
  tr: { title: 'Hafta Sonu|%150 Bonus', sub: "Cuma–Pazar, 10.000 ₺'ye kadar", cta: 'Hemen Yararlan' },
  en: { title: 'Weekend|150% Bonus', sub: 'Friday to Sunday, up to ₺10,000', cta: 'Claim now' },
};

/** Popup sources in the contract's order: default, large screens, medium screens. */
export const popupImages = (locale: 'tr' | 'en') =>
  (['sm', 'lg', 'md'] as const).map((size) => `/media/popups/${POPUP_BANNER.name}-${locale}-${size}.svg`);
