import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

export async function listActiveSlides(db: Kysely<Database>, slug: string, locale: string) {
  return db
    .selectFrom('slider_slide')
    .select(['id', 'title', 'url', 'target', 'image_default', 'image_large', 'image_medium'])
    .where('slug', '=', slug)
    .where('locale', '=', locale)
    .where('active', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function listCategories(db: Kysely<Database>) {
  return db
    .selectFrom('content_category')
    .select(['id', 'name', 'title_tr', 'title_en'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Pages by status, optionally of one category, in display order. */
export async function listPages(db: Kysely<Database>, opts: { status: boolean; categoryId?: number }) {
  let q = db
    .selectFrom('content_page')
    .select(['id', 'category_id', 'title_tr', 'title_en'])
    .where('status', '=', opts.status);
  if (opts.categoryId !== undefined) q = q.where('category_id', '=', opts.categoryId);
  return q.orderBy('sort').orderBy('id').execute();
}

/** An active page with its category; inactive pages are not reachable by id either. */
export async function findActivePage(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('content_page as p')
    .innerJoin('content_category as c', 'c.id', 'p.category_id')
    .select([
      'p.id',
      'p.title_tr',
      'p.title_en',
      'p.body_tr',
      'p.body_en',
      'p.updated_at',
      'c.title_tr as category_title_tr',
      'c.title_en as category_title_en',
    ])
    .where('p.id', '=', id)
    .where('p.status', '=', true)
    .executeTakeFirst();
}
