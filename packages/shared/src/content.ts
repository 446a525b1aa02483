import { z } from 'zod';
import { fields } from './validation.ts';

const id = z.number().int().positive();
const imageSchema = z.object({ url: z.string() });

// cms/sliderlist
export const sliderListRequestSchema = z.strictObject({ slug: fields.slug() });
export const bannerSlideSchema = z.object({
  id,
  title: z.string(),
  /** '#' when the slide links nowhere (docs/product.md §3). */
  url: z.string(),
  target: z.enum(['_self', '_blank']),
  /** [0] default src, [1] srcset for >= 1200 px, [2] srcset for >= 992 px. */
  images: z.array(imageSchema),
});
export type BannerSlide = z.infer<typeof bannerSlideSchema>;

// cms/categorylist and cms/contentlist
export const contentItemSchema = z.object({ id, title: z.string() });
export const contentCategorySchema = z.object({
  id,
  /** Stable English name the web selects by: Footer, Story, Terms of use, Terms of service. */
  name: z.string(),
  /** Display title in the request's language. */
  title: z.string(),
  content: z.array(contentItemSchema),
});
export type ContentCategory = z.infer<typeof contentCategorySchema>;
/**
 * The product's body is `{ status: true, categoryId }`. Only published pages are public: `false`
 * would list the titles of drafts (upcoming promotions), so it is refused like any bad value.
 */
export const contentListRequestSchema = z.strictObject({
  status: z.literal(true, { error: 'v.option' }),
  categoryId: id,
});

// cms/content (beyond docs/product.md §1–9: the body of /pages/{id})
export const contentPageRequestSchema = z.strictObject({ id: z.coerce.number().int().positive() });
export const contentPageSchema = z.object({
  id,
  title: z.string(),
  /** Sanitized HTML. */
  body: z.string(),
  categoryName: z.string(),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

// cms/languagelist, cms/translationlist
export const languageSchema = z.object({ locale: z.string(), name: z.string() });
export const translationListRequestSchema = z.strictObject({
  locale: z.enum(['tr', 'en']).optional(),
});
export const translationSchema = z.object({ key: z.string(), value: z.string() });
export type Translation = z.infer<typeof translationSchema>;

// cms/siteoptionlist
export const siteOptionListRequestSchema = z.strictObject({});
export const siteOptionSchema = z.object({ key: z.string(), value: z.string(), status: z.boolean() });
export type SiteOption = z.infer<typeof siteOptionSchema>;

// cms/popup
export const popupSchema = z.object({
  id,
  /** [0] default, [1] large screens, [2] medium screens. */
  images: z.array(imageSchema),
  /** Null: clicking closes the popup on the current page. */
  url: z.string().nullable(),
});
export type Popup = z.infer<typeof popupSchema>;

// cms/domainstatus
export const domainStatusSchema = z.object({ current: z.string(), next: z.string() });
export type DomainStatus = z.infer<typeof domainStatusSchema>;

// transaction/topwinners
export const topWinnersRequestSchema = z.strictObject({
  isLive: z.boolean(),
  count: z.number().int().min(1).max(100),
});
export const topWinnerSchema = z.object({
  image: z.string(),
  game: z.string(),
  /** Masked for privacy, e.g. "Ah***t". */
  name: z.string(),
  /** Integer minor units (kuruş). */
  amount: z.number().int(),
  currencySymbol: z.string(),
});
export type TopWinner = z.infer<typeof topWinnerSchema>;

// cms/promotionlist (the product's /promotions cards and "promotion detail" dialog)
export const PROMOTION_CATEGORIES = ['casino', 'sports', 'general'] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];
export const promotionSchema = z.object({
  id,
  /** Stable across languages: deep links use it (/promotions?promo=<slug>). */
  slug: z.string(),
  category: z.enum(PROMOTION_CATEGORIES),
  title: z.string(),
  /** One-line teaser for the card. */
  summary: z.string(),
  /** Sanitized HTML. */
  description: z.string(),
  /** [0] the card image, [1] the detail dialog's image (the product's "second image"). */
  images: z.array(imageSchema),
  /** The offer the dialog links to on the claim page; null when none is attached or it is off. */
  bonus: z.object({ definitionId: id, title: z.string() }).nullable(),
  /** ISO timestamp; null for open-ended promotions. */
  endsAt: z.string().nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;
