import { type Kysely, sql } from 'kysely';

/**
 * A session whose token is rotated (a password change keeps the session and gives it a new
 * token) is forgotten by every process's session cache, like a session that ended, so the old
 * token stops working everywhere within the notice's delay.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create trigger lalebet_cache_session_token_rotated
    after update of token_hash on customer_session
    for each row when (old.token_hash is distinct from new.token_hash)
    execute function lalebet_cache_session_ended()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists lalebet_cache_session_token_rotated on customer_session`.execute(db);
}
