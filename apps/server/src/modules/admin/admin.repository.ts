import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { endAllAdminSessions } from '../../core/accounts/index.ts';

export async function findAdminByUsernameKey(db: Kysely<Database>, usernameKey: string) {
  return db
    .selectFrom('admin_user')
    .select(['id', 'username', 'password_hash', 'totp_enrolled_at', 'locked_until', 'disabled_at'])
    .where('username_key', '=', usernameKey)
    .executeTakeFirst();
}

export async function anyAdminExists(db: Kysely<Database>) {
  return !!(await db.selectFrom('admin_user').select('id').limit(1).executeTakeFirst());
}

export async function insertAdmin(
  db: Kysely<Database>,
  username: string,
  usernameKey: string,
  hash: string,
  now: Date,
) {
  await db
    .insertInto('admin_user')
    .values({ username, username_key: usernameKey, password_hash: hash, created_at: now, updated_at: now })
    .execute();
}

/** A new password ends every session of the admin: a stolen token must not outlive a rotation. */
export async function setAdminPassword(db: Kysely<Database>, id: bigint, hash: string, now: Date) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('admin_user')
      .set({ password_hash: hash, updated_at: now })
      .where('id', '=', id)
      .execute();
    await endAllAdminSessions(trx, id);
  });
}
