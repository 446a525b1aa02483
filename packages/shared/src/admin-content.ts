import { z } from 'zod';
import { adminListQuery, adminPage } from './admin-common.ts';
import { PROMOTION_CATEGORIES } from './content.ts';
import { LOCALES } from './locale.ts';

/**
 * Back-office contracts of the CMS (docs/rules.md R41 "CMS"): banners, pages,
 * promotions, the campaign popup, the domain banner, typed site options and translation
 * overrides. Each TR/EN pair is edited side by side; the player site reads the same rows.
 */

/** A root-relative path on our origin (/media/...): images from elsewhere break the CSP and track players. */
export const mediaPathSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^\/(?![/\\])[^\s"'<>]*$/, { error: 'v.invalid' });
/** A link: a path on the site or an https/http address. */
const linkSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/(?![/\\])[^\s"'<>]*|https?:\/\/[^\s"'<>]+)?$/, { error: 'v.invalid' });
const text = (max: number) =>
  z.string().trim().min(1, { error: 'v.required' }).max(max, { error: 'v.tooLong' });
const html = z.string().max(100_000, { error: 'v.tooLong' });
const sort = z.number().int().min(0).max(100_000);
const isoDate = z.iso.datetime({ offset: true, error: 'v.invalid' });

/** Window of a popup or promotion: both ends optional, the end after the start. */
const scheduled = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject({ ...shape, startsAt: isoDate.nullable(), endsAt: isoDate.nullable() }).refine(
    (v) => {
      const { startsAt, endsAt } = v as { startsAt: string | null; endsAt: string | null };
      return !startsAt || !endsAt || Date.parse(endsAt) > Date.parse(startsAt);
    },
    { path: ['endsAt'], error: 'v.invalid' },
  );

export const adminIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const adminReorderRequestSchema = z.strictObject({
  ids: z.array(z.number().int().positive()).min(1).max(500),
});

// Banner slides: one row per language (the carousel is served per language).
export const adminSlideInputSchema = z.strictObject({
  slug: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[a-z0-9-]+$/, { error: 'v.slug' }),
  locale: z.enum(LOCALES, { error: 'v.option' }),
  title: text(200),
  url: linkSchema,
  target: z.enum(['_self', '_blank'], { error: 'v.option' }),
  imageDefault: mediaPathSchema.min(1, { error: 'v.required' }),
  imageLarge: mediaPathSchema.min(1, { error: 'v.required' }),
  imageMedium: mediaPathSchema.min(1, { error: 'v.required' }),
  sort,
  active: z.boolean(),
});
export const adminSlideSchema = adminSlideInputSchema.extend({ id: z.number() });
export const adminSlideListQuerySchema = adminListQuery(['sort', 'id']).extend({
  slug: z.string().max(40).optional(),
  locale: z.enum(LOCALES).optional(),
});

// Content pages (/pages/{id} and the footer's static page menu).
export const adminPageInputSchema = z.strictObject({
  categoryId: z.number().int().positive(),
  status: z.boolean(),
  sort,
  titleTr: text(200),
  titleEn: text(200),
  bodyTr: html,
  bodyEn: html,
});
export const adminPageSchema = adminPageInputSchema.extend({ id: z.number(), updatedAt: z.string() });
export const adminPageListQuerySchema = adminListQuery(['sort', 'id', 'updatedAt']).extend({
  categoryId: z.coerce.number().int().positive().optional(),
});
export const adminCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  titleTr: z.string(),
  titleEn: z.string(),
  sort: z.number(),
});

// Promotions (/promotions cards and their detail dialog).
const promotionShape = {
  slug: z
    .string()
    .trim()
    .min(2)
    .max(60)
    .regex(/^[a-z0-9-]+$/, { error: 'v.slug' }),
  category: z.enum(PROMOTION_CATEGORIES, { error: 'v.option' }),
  titleTr: text(200),
  titleEn: text(200),
  summaryTr: z.string().trim().max(300),
  summaryEn: z.string().trim().max(300),
  bodyTr: html,
  bodyEn: html,
  imageCardTr: mediaPathSchema,
  imageCardEn: mediaPathSchema,
  imageDetailTr: mediaPathSchema,
  imageDetailEn: mediaPathSchema,
  bonusDefinitionId: z.number().int().positive().nullable(),
  sort,
  active: z.boolean(),
};
export const adminPromotionInputSchema = scheduled(promotionShape);
export const adminPromotionSchema = z.object({
  ...promotionShape,
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  id: z.number(),
});
export const adminPromotionListQuerySchema = adminListQuery(['sort', 'id', 'startsAt']).extend({
  category: z.enum(PROMOTION_CATEGORIES).optional(),
});

// The campaign popup: three sizes per language.
const popupShape = {
  imageDefaultTr: mediaPathSchema.min(1, { error: 'v.required' }),
  imageLargeTr: mediaPathSchema,
  imageMediumTr: mediaPathSchema,
  imageDefaultEn: mediaPathSchema.min(1, { error: 'v.required' }),
  imageLargeEn: mediaPathSchema,
  imageMediumEn: mediaPathSchema,
  url: linkSchema.nullable(),
  active: z.boolean(),
};
export const adminPopupInputSchema = scheduled(popupShape);
export const adminPopupSchema = z.object({
  ...popupShape,
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  id: z.number(),
});
export const adminPopupListQuerySchema = adminListQuery(['id', 'startsAt']);

// The domain-change banner (a single row).
const domainName = z
  .string()
  .trim()
  .max(253)
  .regex(/^([a-z0-9-]+(\.[a-z0-9-]+)+)?$/i, { error: 'v.invalid' });
export const adminDomainSchema = z.strictObject({ current: domainName, next: domainName });

export const adminSlidePageSchema = adminPage(adminSlideSchema);
export const adminPagePageSchema = adminPage(adminPageSchema);
export const adminPromotionPageSchema = adminPage(adminPromotionSchema);
export const adminPopupPageSchema = adminPage(adminPopupSchema);

export type AdminSlideInput = z.infer<typeof adminSlideInputSchema>;
export type AdminSlide = z.infer<typeof adminSlideSchema>;
export type AdminPageInput = z.infer<typeof adminPageInputSchema>;
export type AdminPage = z.infer<typeof adminPageSchema>;
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export type AdminPromotionInput = z.infer<typeof adminPromotionInputSchema>;
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;
export type AdminPopupInput = z.infer<typeof adminPopupInputSchema>;
export type AdminPopup = z.infer<typeof adminPopupSchema>;
export type AdminDomain = z.infer<typeof adminDomainSchema>;

/** Image upload as base64 JSON (no multipart parser in the server; see admin-media.service.ts). */
export const MEDIA_MAX_BYTES = 1024 * 1024;
export const MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const adminMediaUploadSchema = z.strictObject({
  contentType: z.enum(MEDIA_TYPES, { error: 'v.option' }),
  /** base64 of the file; 4/3 of the byte cap plus padding. */
  data: z
    .string()
    .min(8, { error: 'v.required' })
    .max(Math.ceil(MEDIA_MAX_BYTES / 3) * 4, { error: 'v.tooLong' })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'v.invalid' }),
});
export const adminMediaSchema = z.object({ url: z.string() });
