import type { BannerSlide, ContentCategory, ContentPage, Locale } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { findActivePage, listActiveSlides, listCategories, listPages } from './content.repository.ts';
import { inLocale } from './localize.ts';
import { sanitizeBody } from './sanitize-body.ts';

/** Ids are int4 columns: a larger id cannot exist, and would make PostgreSQL throw. */
const INT4_MAX = 2_147_483_647;

export async function getSlides(db: Kysely<Database>, slug: string, locale: Locale): Promise<BannerSlide[]> {
  const rows = await listActiveSlides(db, slug, locale);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    url: r.url || '#',
    target: r.target,
    images: [{ url: r.image_default }, { url: r.image_large }, { url: r.image_medium }],
  }));
}

export async function getCategories(db: Kysely<Database>, locale: Locale): Promise<ContentCategory[]> {
  const [categories, pages] = await Promise.all([listCategories(db), listPages(db, { status: true })]);
  return categories.map((c) => ({
    id: c.id,
    name: c.name,
    title: inLocale(c, 'title', locale),
    content: pages
      .filter((p) => p.category_id === c.id)
      .map((p) => ({ id: p.id, title: inLocale(p, 'title', locale) })),
  }));
}

export async function getContentList(
  db: Kysely<Database>,
  input: { status: true; categoryId: number },
  locale: Locale,
) {
  if (input.categoryId > INT4_MAX) return [];
  // Published pages only, whatever reaches this point: drafts are never listed to guests.
  const pages = await listPages(db, { categoryId: input.categoryId, status: true });
  return pages.map((p) => ({ id: p.id, title: inLocale(p, 'title', locale) }));
}

export async function getContentPage(db: Kysely<Database>, id: number, locale: Locale): Promise<ContentPage> {
  const page = id <= INT4_MAX ? await findActivePage(db, id) : undefined;
  if (!page) {
    throw new AppError('NOT_FOUND', { message: { en: 'Page not found.', tr: 'Sayfa bulunamadı.' } });
  }
  return {
    id: page.id,
    title: inLocale(page, 'title', locale),
    body: sanitizeBody(inLocale(page, 'body', locale)),
    categoryName: inLocale(page, 'category_title', locale),
    updatedAt: page.updated_at.toISOString(),
  };
}
