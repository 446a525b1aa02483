import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { CallbackRequestTable } from './callback.table.ts';

export async function insertCallbackRequest(db: Kysely<Database>, row: Insertable<CallbackRequestTable>) {
  const { id } = await db
    .insertInto('callback_request')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
