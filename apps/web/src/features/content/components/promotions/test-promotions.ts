import type { Promotion } from '@lalebet/shared';
import { setupI18nFor } from '@/test/render';

/** Common, content and promotions texts in the given language. */
export const setupPromotionsI18n = (lng: 'tr' | 'en' = 'tr') => setupI18nFor('promotions', lng);

/** A promotion as cms/promotionlist sends it. */
export const promotion = (id: number, slug: string, patch: Partial<Promotion> = {}): Promotion => ({
  id,
  slug,
  category: 'casino',
  title: `Promosyon ${id}`,
  summary: `Özet ${id}`,
  description: `<p>Açıklama ${id}</p>`,
  images: [
    { url: `/media/promotions/${slug}-tr-card.svg` },
    { url: `/media/promotions/${slug}-tr-detail.svg` },
  ],
  bonus: null,
  endsAt: null,
  ...patch,
});

export const PROMOTIONS: Promotion[] = [
  promotion(1, 'welcome', {
    title: '%100 Hoş Geldin Bonusu',
    summary: "İlk yatırımına %100 bonus, 5.000 ₺'ye kadar.",
    description:
      '<h3>Nasıl katılırım?</h3><ul><li>En az 100 ₺ yatırım yap.</li></ul><p><strong>35 kat</strong> çevrim.</p>',
    bonus: { definitionId: 7, title: '%100 Hoş Geldin Bonusu' },
  }),
  promotion(2, 'weekend', { category: 'general', title: 'Hafta Sonu %150 Bonus' }),
  promotion(3, 'slot-tournament', {
    title: 'Slot Turnuvası',
    endsAt: '2026-12-31T12:00:00.000Z',
  }),
  promotion(4, 'acca-boost', { category: 'sports', title: 'Kombine Bonusu' }),
];
