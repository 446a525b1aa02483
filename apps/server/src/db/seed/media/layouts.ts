import type { Layout } from './banners.ts';

/** The carousel's boxes: default 12:5, >= 992 px 3:1, >= 1200 px 24:7 (web banner-carousel.module.css). */
export const BANNER_LAYOUTS: Record<'sm' | 'md' | 'lg', Layout> = {
  sm: { w: 960, h: 400, x: 56, title: 54, max: 560, ex: 770, ey: 205, es: 1.1 },
  md: { w: 1200, h: 400, x: 90, title: 60, max: 640, ex: 940, ey: 200, es: 1.25 },
  lg: { w: 1920, h: 560, x: 200, title: 84, max: 980, ex: 1480, ey: 280, es: 1.7 },
};

/** The popup dialog is at most 720 px wide: portrait on phones, landscape above. */
export const POPUP_LAYOUTS: Record<'sm' | 'md' | 'lg', Layout> = {
  sm: { w: 600, h: 800, x: 300, title: 58, max: 540, ex: 300, ey: 260, es: 1.5, center: true, top: 450 },
  md: { w: 720, h: 540, x: 48, title: 50, max: 400, ex: 565, ey: 270, es: 1.05 },
  lg: { w: 720, h: 480, x: 48, title: 48, max: 400, ex: 565, ey: 240, es: 1 },
};

/** /promotions: the card's image box is 16:9, the detail dialog's 12:5; both pages have real buttons. */
export const PROMOTION_LAYOUTS: Record<'card' | 'detail', Layout> = {
  card: { w: 640, h: 360, x: 40, title: 42, max: 340, ex: 530, ey: 180, es: 0.8, noCta: true },
  detail: { w: 960, h: 400, x: 56, title: 54, max: 560, ex: 770, ey: 205, es: 1.1, noCta: true },
};
