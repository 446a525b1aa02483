import type { Locale, Promotion } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { inLocale } from './localize.ts';
import { listLivePromotions } from './promotions.repository.ts';
import { sanitizeBody } from './sanitize-body.ts';

type Row = Awaited<ReturnType<typeof listLivePromotions>>[number];

function toPromotion(r: Row, locale: Locale): Promotion {
  const bonusTitle = locale === 'tr' ? r.bonus_title_tr : r.bonus_title_en;
  return {
    id: r.id,
    slug: r.slug,
    category: r.category,
    title: inLocale(r, 'title', locale),
    summary: inLocale(r, 'summary', locale),
    description: sanitizeBody(inLocale(r, 'body', locale)),
    images: [{ url: inLocale(r, 'image_card', locale) }, { url: inLocale(r, 'image_detail', locale) }],
    bonus:
      r.bonus_id !== null && bonusTitle !== null ? { definitionId: r.bonus_id, title: bonusTitle } : null,
    endsAt: r.ends_at?.toISOString() ?? null,
  };
}

/** The /promotions cards in the request language; the web filters by category itself. */
export async function getPromotions(db: Kysely<Database>, locale: Locale): Promise<Promotion[]> {
  const rows = await listLivePromotions(db);
  return rows.map((r) => toPromotion(r, locale));
}
