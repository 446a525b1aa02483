import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

export async function listAllSiteOptions(db: Kysely<Database>) {
  return db.selectFrom('site_option').select(['id', 'key', 'value', 'status']).orderBy('key').execute();
}

export async function findSiteOption(db: Kysely<Database>, key: string) {
  return db
    .selectFrom('site_option')
    .select(['value', 'status'])
    .where(sql<string>`lower(key)`, '=', key.toLowerCase())
    .executeTakeFirst();
}

/** Keys are unique case-insensitively (site_option_key_uq); the stored case is the operator's. */
export async function lockSiteOption(db: Kysely<Database>, key: string) {
  return db
    .selectFrom('site_option')
    .select(['id', 'key', 'value', 'status'])
    .where(sql<string>`lower(key)`, '=', key.toLowerCase())
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Writes the option whether or not it exists, in the caller's transaction. Two first saves at
 * once: the insert that loses the race waits for the other's commit, then the row it found is
 * locked and updated (last writer wins, as for any later save).
 */
export async function saveSiteOption(
  db: Kysely<Database>,
  before: { id: number } | undefined,
  row: { key: string; value: string; status: boolean },
) {
  // An update keeps the stored key's case (the operator's); only value and status change.
  const change = { value: row.value, status: row.status };
  if (before) return updateSiteOption(db, before.id, change);
  const made = await db
    .insertInto('site_option')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if (Number(made.numInsertedOrUpdatedRows ?? 0n) > 0) return;
  const now = await lockSiteOption(db, row.key);
  if (now) await updateSiteOption(db, now.id, change);
}

export async function updateSiteOption(
  db: Kysely<Database>,
  id: number,
  row: { value: string; status: boolean },
) {
  await db.updateTable('site_option').set(row).where('id', '=', id).execute();
}

export async function listAllTranslations(db: Kysely<Database>) {
  return db.selectFrom('translation').select(['locale', 'key', 'value']).orderBy('key').execute();
}

export async function lockTranslations(db: Kysely<Database>, key: string) {
  return db
    .selectFrom('translation')
    .select(['locale', 'value'])
    .where('key', '=', key)
    .forUpdate()
    .execute();
}

export async function upsertTranslation(
  db: Kysely<Database>,
  row: { locale: string; key: string; value: string },
) {
  await db
    .insertInto('translation')
    .values(row)
    .onConflict((oc) => oc.columns(['locale', 'key']).doUpdateSet({ value: row.value }))
    .execute();
}

export async function deleteTranslations(db: Kysely<Database>, key: string) {
  await db.deleteFrom('translation').where('key', '=', key).execute();
}
