import type { Country, Locale } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Countries named in the caller's language, in that language's alphabetical order. */
export async function countriesFor(db: Kysely<Database>, locale: Locale): Promise<Country[]> {
  const rows = await db.selectFrom('country').select(['id', 'code', 'name_en', 'name_tr']).execute();
  const collator = new Intl.Collator(locale);
  return rows
    .map((r) => ({ id: r.id, code: r.code, name: locale === 'tr' ? r.name_tr : r.name_en }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
