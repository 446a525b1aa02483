import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Ends a customer's lock; tells whether one was running, and returns the counters' key. */
export async function clearCustomerLock(db: Db, id: bigint, now: Date) {
  const before = await db
    .selectFrom('customer')
    .select(['username_key', 'locked_until'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!before) return null;
  await db.updateTable('customer').set({ locked_until: null }).where('id', '=', id).execute();
  return { usernameKey: before.username_key, wasLocked: !!before.locked_until && before.locked_until > now };
}

export async function clearStaffLock(db: Db, id: bigint, now: Date) {
  const before = await db
    .selectFrom('admin_user')
    .select(['username_key', 'locked_until'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!before) return null;
  await db.updateTable('admin_user').set({ locked_until: null }).where('id', '=', id).execute();
  return { usernameKey: before.username_key, wasLocked: !!before.locked_until && before.locked_until > now };
}
