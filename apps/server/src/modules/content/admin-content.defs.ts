import {
  adminPageInputSchema,
  adminPageListQuerySchema,
  adminPagePageSchema,
  adminPageSchema,
  adminPopupInputSchema,
  adminPopupListQuerySchema,
  adminPopupPageSchema,
  adminPopupSchema,
  adminPromotionInputSchema,
  adminPromotionListQuerySchema,
  adminPromotionPageSchema,
  adminPromotionSchema,
  adminSlideInputSchema,
  adminSlideListQuerySchema,
  adminSlidePageSchema,
  adminSlideSchema,
} from '@lalebet/shared';
import { z } from 'zod';
import type { ContentKind } from './admin-content.resources.ts';

/** A CMS table as the back office edits it: its schemas and the filters its list takes. */
export type Def = {
  kind: ContentKind;
  query: z.ZodObject;
  /** Query fields passed as equality filters -> column. */
  filters: Record<string, string>;
  input: z.ZodType;
  item: z.ZodType;
  page: z.ZodType;
  reorder: boolean;
};

export const DEFS: Def[] = [
  {
    kind: 'slides',
    query: adminSlideListQuerySchema,
    filters: { slug: 'slug', locale: 'locale' },
    input: adminSlideInputSchema,
    item: adminSlideSchema,
    page: adminSlidePageSchema,
    reorder: true,
  },
  {
    kind: 'pages',
    query: adminPageListQuerySchema,
    filters: { categoryId: 'category_id' },
    input: adminPageInputSchema,
    item: adminPageSchema,
    page: adminPagePageSchema,
    reorder: true,
  },
  {
    kind: 'promotions',
    query: adminPromotionListQuerySchema,
    filters: { category: 'category' },
    input: adminPromotionInputSchema,
    item: adminPromotionSchema,
    page: adminPromotionPageSchema,
    reorder: true,
  },
  {
    kind: 'popups',
    query: adminPopupListQuerySchema,
    filters: {},
    input: adminPopupInputSchema,
    item: adminPopupSchema,
    page: adminPopupPageSchema,
    reorder: false,
  },
];
