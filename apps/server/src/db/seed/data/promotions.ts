import type { PromotionCategory } from '@lalebet/shared';
import type { Banner } from './banners.ts';
import { EVENT_PROMOTIONS } from './promotions-events.ts';
import { OFFER_PROMOTIONS } from './promotions-offers.ts';

type Locale = 'tr' | 'en';
type Text = Record<Locale, string>;

/**
 * A /promotions card and its detail dialog. `bonusCode` names a seeded bonus_definition (the
 * seed resolves it to an id); `art` is drawn into media/promotions/<slug>-<locale>-card.svg and
 * -detail.svg by media/generate.ts. `endsInDays` sets ends_at relative to the seeding time.
 */
export type SeedPromotion = {
  slug: string;
  category: PromotionCategory;
  bonusCode?: string;
  endsInDays?: number;
  art: Banner;
  title: Text;
  summary: Text;
  body: Text;
};

/** In display order: the welcome offer first, then the weekend campaign, then the other offers. */
export const PROMOTIONS: SeedPromotion[] = [
  OFFER_PROMOTIONS[0]!,
  EVENT_PROMOTIONS[0]!,
  ...OFFER_PROMOTIONS.slice(1),
  ...EVENT_PROMOTIONS.slice(1),
];

export const promotionImages = (slug: string, locale: Locale) =>
  (['card', 'detail'] as const).map((size) => `/media/promotions/${slug}-${locale}-${size}.svg`);
