import type {
  AdminPage,
  AdminPageInput,
  AdminPopup,
  AdminPopupInput,
  AdminPromotion,
  AdminPromotionInput,
  AdminSlide,
  AdminSlideInput,
} from '@lalebet/shared';
import { sanitizeBody } from './sanitize-body.ts';

/**
 * The editable CMS tables and how a row maps to the back office's TR/EN-side-by-side shape.
 * Rich text is sanitized on the way in as well as on the way out (sanitize-body.ts): what an
 * operator previews is exactly what players get, and a stored script never waits for a
 * sanitizer regression.
 */
export type ContentKind = 'slides' | 'pages' | 'promotions' | 'popups';
export type ContentTable = 'slider_slide' | 'content_page' | 'promotion' | 'popup';
type Row = Record<string, unknown>;

export type Resource<I, O> = {
  table: ContentTable;
  /** API sort key -> column. */
  sortColumns: Record<string, string>;
  toRow: (input: I) => Row;
  toDto: (row: Row) => O;
};

const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : null);
const date = (s: string | null) => (s ? new Date(s) : null);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

const slides: Resource<AdminSlideInput, AdminSlide> = {
  table: 'slider_slide',
  sortColumns: { sort: 'sort', id: 'id' },
  toRow: (i) => ({
    slug: i.slug,
    locale: i.locale,
    title: i.title,
    url: i.url,
    target: i.target,
    image_default: i.imageDefault,
    image_large: i.imageLarge,
    image_medium: i.imageMedium,
    sort: i.sort,
    active: i.active,
  }),
  toDto: (r) => ({
    id: r.id as number,
    slug: str(r.slug),
    locale: r.locale as AdminSlide['locale'],
    title: str(r.title),
    url: str(r.url),
    target: r.target as AdminSlide['target'],
    imageDefault: str(r.image_default),
    imageLarge: str(r.image_large),
    imageMedium: str(r.image_medium),
    sort: r.sort as number,
    active: r.active as boolean,
  }),
};

const pages: Resource<AdminPageInput, AdminPage> = {
  table: 'content_page',
  sortColumns: { sort: 'sort', id: 'id', updatedAt: 'updated_at' },
  toRow: (i) => ({
    category_id: i.categoryId,
    status: i.status,
    sort: i.sort,
    title_tr: i.titleTr,
    title_en: i.titleEn,
    body_tr: sanitizeBody(i.bodyTr),
    body_en: sanitizeBody(i.bodyEn),
    updated_at: new Date(),
  }),
  toDto: (r) => ({
    id: r.id as number,
    categoryId: r.category_id as number,
    status: r.status as boolean,
    sort: r.sort as number,
    titleTr: str(r.title_tr),
    titleEn: str(r.title_en),
    bodyTr: str(r.body_tr),
    bodyEn: str(r.body_en),
    updatedAt: iso(r.updated_at) ?? '',
  }),
};

const promotions: Resource<AdminPromotionInput, AdminPromotion> = {
  table: 'promotion',
  sortColumns: { sort: 'sort', id: 'id', startsAt: 'starts_at' },
  toRow: (i) => ({
    slug: i.slug,
    category: i.category,
    title_tr: i.titleTr,
    title_en: i.titleEn,
    summary_tr: i.summaryTr,
    summary_en: i.summaryEn,
    body_tr: sanitizeBody(i.bodyTr),
    body_en: sanitizeBody(i.bodyEn),
    image_card_tr: i.imageCardTr,
    image_card_en: i.imageCardEn,
    image_detail_tr: i.imageDetailTr,
    image_detail_en: i.imageDetailEn,
    bonus_definition_id: i.bonusDefinitionId,
    sort: i.sort,
    active: i.active,
    starts_at: date(i.startsAt),
    ends_at: date(i.endsAt),
  }),
  toDto: (r) => ({
    id: r.id as number,
    slug: str(r.slug),
    category: r.category as AdminPromotion['category'],
    titleTr: str(r.title_tr),
    titleEn: str(r.title_en),
    summaryTr: str(r.summary_tr),
    summaryEn: str(r.summary_en),
    bodyTr: str(r.body_tr),
    bodyEn: str(r.body_en),
    imageCardTr: str(r.image_card_tr),
    imageCardEn: str(r.image_card_en),
    imageDetailTr: str(r.image_detail_tr),
    imageDetailEn: str(r.image_detail_en),
    bonusDefinitionId: (r.bonus_definition_id as number | null) ?? null,
    sort: r.sort as number,
    active: r.active as boolean,
    startsAt: iso(r.starts_at),
    endsAt: iso(r.ends_at),
  }),
};

const popups: Resource<AdminPopupInput, AdminPopup> = {
  table: 'popup',
  sortColumns: { id: 'id', startsAt: 'starts_at' },
  toRow: (i) => ({
    image_default_tr: i.imageDefaultTr,
    image_large_tr: i.imageLargeTr,
    image_medium_tr: i.imageMediumTr,
    image_default_en: i.imageDefaultEn,
    image_large_en: i.imageLargeEn,
    image_medium_en: i.imageMediumEn,
    url: i.url || null,
    active: i.active,
    starts_at: date(i.startsAt),
    ends_at: date(i.endsAt),
  }),
  toDto: (r) => ({
    id: r.id as number,
    imageDefaultTr: str(r.image_default_tr),
    imageLargeTr: str(r.image_large_tr),
    imageMediumTr: str(r.image_medium_tr),
    imageDefaultEn: str(r.image_default_en),
    imageLargeEn: str(r.image_large_en),
    imageMediumEn: str(r.image_medium_en),
    url: (r.url as string | null) ?? null,
    active: r.active as boolean,
    startsAt: iso(r.starts_at),
    endsAt: iso(r.ends_at),
  }),
};

export const RESOURCES = { slides, pages, promotions, popups } as const;
export type ResourceOf<K extends ContentKind> = (typeof RESOURCES)[K];
