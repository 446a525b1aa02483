import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Columns the auth flows read; the password hash leaves this file only to be verified. */
const AUTH_COLUMNS = [
  'id',
  'username',
  'username_key',
  'email',
  'phone',
  'phone_verified_at',
  'user_code',
  'password_hash',
  'locale',
  'locked_at',
  'locked_until',
] as const;

export async function findCustomerByUsernameKey(db: Kysely<Database>, usernameKey: string) {
  return db
    .selectFrom('customer')
    .select(AUTH_COLUMNS)
    .where('username_key', '=', usernameKey)
    .executeTakeFirst();
}

export async function findCustomerById(db: Kysely<Database>, id: bigint) {
  return db.selectFrom('customer').select(AUTH_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function setPasswordHash(db: Kysely<Database>, id: bigint, hash: string, now: Date) {
  await db
    .updateTable('customer')
    .set({ password_hash: hash, password_changed_at: now })
    .where('id', '=', id)
    .execute();
}

/** A time-bounded lock (docs/decisions/045-throttle-not-lock.md); a running one is only extended. */
export async function lockCustomer(db: Kysely<Database>, id: bigint, now: Date, until: Date) {
  await db
    .updateTable('customer')
    .set({
      locked_at: sql<Date>`case when locked_until > ${now} then locked_at else ${now} end`,
      locked_until: until,
    })
    .where('id', '=', id)
    .execute();
}

/** Keeps the customer's language current, so e-mails and SMS go out in it. */
export async function setCustomerLocale(db: Kysely<Database>, id: bigint, locale: 'tr' | 'en') {
  await db
    .updateTable('customer')
    .set({ locale })
    .where('id', '=', id)
    .where(sql<boolean>`locale is distinct from ${locale}`)
    .execute();
}
