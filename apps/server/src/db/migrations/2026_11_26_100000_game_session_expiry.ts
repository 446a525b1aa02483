import type { Kysely } from 'kysely';

/** The daily purge of long-expired game sessions finds them by expiry (modules/casino/session-purge.ts). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('game_session_expires_at').on('game_session').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('game_session_expires_at').execute();
}
