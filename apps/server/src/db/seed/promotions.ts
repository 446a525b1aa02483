import type { Transaction } from 'kysely';
import { DAY_MS } from '../../lib/clock.ts';
import type { Database } from '../database.ts';
import { PROMOTIONS, promotionImages } from './data/promotions.ts';

/** The /promotions cards; run after the bonus offers exist, which they link to by code. */
export async function seedPromotions(trx: Transaction<Database>) {
  const offers = await trx.selectFrom('bonus_definition').select(['id', 'code']).execute();
  const offerId = new Map(offers.map((o) => [o.code, o.id]));
  const now = Date.now();
  const rows = PROMOTIONS.map((p, sort) => {
    const [card_tr, detail_tr] = promotionImages(p.slug, 'tr');
    const [card_en, detail_en] = promotionImages(p.slug, 'en');
    // An operator may have removed a demo offer: the promotion then shows without a claim link.
    const bonusId = p.bonusCode === undefined ? null : (offerId.get(p.bonusCode) ?? null);
    return {
      slug: p.slug,
      category: p.category,
      title_tr: p.title.tr,
      title_en: p.title.en,
      summary_tr: p.summary.tr,
      summary_en: p.summary.en,
      body_tr: p.body.tr,
      body_en: p.body.en,
      image_card_tr: card_tr!,
      image_card_en: card_en!,
      image_detail_tr: detail_tr!,
      image_detail_en: detail_en!,
      bonus_definition_id: bonusId,
      sort,
      starts_at: null,
      ends_at: p.endsInDays === undefined ? null : new Date(now + p.endsInDays * DAY_MS),
    };
  });
  await trx.insertInto('promotion').values(rows).execute();
}
