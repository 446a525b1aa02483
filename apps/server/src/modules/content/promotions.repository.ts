import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/**
 * Active promotions whose window (if any) contains the database's now, in display order, with
 * the attached offer only while the operator keeps it enabled.
 */
export async function listLivePromotions(db: Kysely<Database>) {
  return db
    .selectFrom('promotion as p')
    .leftJoin('bonus_definition as b', (join) =>
      join.onRef('b.id', '=', 'p.bonus_definition_id').on('b.enabled', '=', true),
    )
    .select([
      'p.id',
      'p.slug',
      'p.category',
      'p.title_tr',
      'p.title_en',
      'p.summary_tr',
      'p.summary_en',
      'p.body_tr',
      'p.body_en',
      'p.image_card_tr',
      'p.image_card_en',
      'p.image_detail_tr',
      'p.image_detail_en',
      'p.ends_at',
      'b.id as bonus_id',
      'b.title_tr as bonus_title_tr',
      'b.title_en as bonus_title_en',
    ])
    .where('p.active', '=', true)
    .where((eb) => eb.or([eb('p.starts_at', 'is', null), eb('p.starts_at', '<=', sql<Date>`now()`)]))
    .where((eb) => eb.or([eb('p.ends_at', 'is', null), eb('p.ends_at', '>', sql<Date>`now()`)]))
    .orderBy('p.sort')
    .orderBy('p.id')
    .execute();
}
