import type { Kysely } from 'kysely';

/**
 * An outright's own name in Turkish and English (the feed's fixture `name`), so the catalogue
 * answers each player in their language after a restart too. Null for matches, which are named
 * by their teams, and for rows stored before this column (their tournament's name stands in).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sb_event').addColumn('name', 'jsonb').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sb_event').dropColumn('name').execute();
}
