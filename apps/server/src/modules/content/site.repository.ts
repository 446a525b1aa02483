import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

export async function listLanguages(db: Kysely<Database>) {
  return db.selectFrom('language').select(['locale', 'name']).orderBy('sort').orderBy('locale').execute();
}

export async function listTranslations(db: Kysely<Database>, locale: string) {
  return db
    .selectFrom('translation')
    .select(['key', 'value'])
    .where('locale', '=', locale)
    .orderBy('key')
    .execute();
}

export async function listEnabledSiteOptions(db: Kysely<Database>) {
  return db
    .selectFrom('site_option')
    .select(['key', 'value'])
    .where('status', '=', true)
    .orderBy('key')
    .execute();
}

/** The newest active popup whose campaign window (if any) contains the database's now. */
export async function findLivePopup(db: Kysely<Database>) {
  return db
    .selectFrom('popup')
    .selectAll()
    .where('active', '=', true)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', sql<Date>`now()`)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', sql<Date>`now()`)]))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function findDomains(db: Kysely<Database>) {
  return db.selectFrom('site_domain').select(['current', 'next']).where('id', '=', 1).executeTakeFirst();
}
