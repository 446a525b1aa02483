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

export async function countRecentFromIp(db: Kysely<Database>, ip: string, since: Date) {
  const { n } = await db
    .selectFrom('callback_request')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('ip', '=', ip)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(n);
}
