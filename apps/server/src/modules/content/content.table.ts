import type { PromotionCategory } from '@lalebet/shared';
import type { Generated } from 'kysely';
import type { ApprovalColumns } from '../../core/approvals/approval.table.ts';

export interface SiteOptionTable {
  id: Generated<number>;
  /** Stored as the operator typed it; served lower-cased. */
  key: string;
  value: Generated<string>;
  status: Generated<boolean>;
}

/**
 * A policy setting's loosening change waiting for a second person
 * (docs/decisions/043-policy-settings.md). No player: customer_id is always null, amount 0.
 */
export interface SiteOptionChangeRequestTable extends ApprovalColumns<null> {
  key: string;
  value: string;
  enabled: boolean;
  /** What the server read when it was asked for (the fallback while disabled). */
  before_value: string;
}

/** A single row (id = 1): the domain banner's current and next address. */
export interface SiteDomainTable {
  id: number;
  current: string;
  next: string;
}

export interface LanguageTable {
  locale: string;
  name: string;
  sort: Generated<number>;
}

export interface TranslationTable {
  locale: string;
  key: string;
  value: string;
}

export interface SliderSlideTable {
  id: Generated<number>;
  slug: string;
  locale: string;
  title: string;
  /** Empty when the slide links nowhere; served as '#'. */
  url: Generated<string>;
  target: Generated<'_self' | '_blank'>;
  image_default: string;
  image_large: string;
  image_medium: string;
  sort: Generated<number>;
  active: Generated<boolean>;
}

export interface ContentCategoryTable {
  id: Generated<number>;
  /** Stable English name the web selects by (Footer, Story, Terms of use, Terms of service). */
  name: string;
  title_tr: string;
  title_en: string;
  sort: Generated<number>;
}

export interface ContentPageTable {
  id: Generated<number>;
  category_id: number;
  status: Generated<boolean>;
  sort: Generated<number>;
  title_tr: string;
  title_en: string;
  /** Operator-authored HTML; sanitized on the way out, never trusted. */
  body_tr: string;
  body_en: string;
  updated_at: Generated<Date>;
}

export interface PopupTable {
  id: Generated<number>;
  image_default_tr: string;
  image_large_tr: string;
  image_medium_tr: string;
  image_default_en: string;
  image_large_en: string;
  image_medium_en: string;
  url: string | null;
  active: Generated<boolean>;
  starts_at: Date | null;
  ends_at: Date | null;
}

/** A /promotions card and its detail dialog; texts and artwork per language. */
export interface PromotionTable {
  id: Generated<number>;
  slug: string;
  category: Generated<PromotionCategory>;
  title_tr: string;
  title_en: string;
  /** One-line teaser on the card. */
  summary_tr: Generated<string>;
  summary_en: Generated<string>;
  /** Operator-authored HTML; sanitized on the way out, never trusted. */
  body_tr: string;
  body_en: string;
  image_card_tr: string;
  image_card_en: string;
  image_detail_tr: string;
  image_detail_en: string;
  /** The offer the detail dialog links to; null for announcements (tournaments, boosts). */
  bonus_definition_id: number | null;
  sort: Generated<number>;
  active: Generated<boolean>;
  starts_at: Date | null;
  ends_at: Date | null;
  created_at: Generated<Date>;
}

/** Demo feed for the Top Winners card until real wins come from the wallet. */
export interface TopWinnerTable {
  id: Generated<bigint>;
  image: string;
  game: string;
  /** Already masked when stored ("Ah***t"): the full name is never kept here. */
  masked_name: string;
  /** Minor units (kuruş). */
  amount: bigint;
  currency_symbol: string;
  is_live: boolean;
  created_at: Generated<Date>;
}

export interface ContentTables {
  site_option: SiteOptionTable;
  site_option_change_request: SiteOptionChangeRequestTable;
  site_domain: SiteDomainTable;
  language: LanguageTable;
  translation: TranslationTable;
  slider_slide: SliderSlideTable;
  content_category: ContentCategoryTable;
  content_page: ContentPageTable;
  popup: PopupTable;
  promotion: PromotionTable;
  top_winner: TopWinnerTable;
}
