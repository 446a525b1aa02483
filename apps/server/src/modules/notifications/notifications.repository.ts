import type { NotificationKindValue } from '@lalebet/shared';
import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

export type NewNotification = {
  type: NotificationKindValue;
  title: { tr: string; en: string };
  note: { tr: string; en: string };
};

const COLUMNS = [
  'id',
  'customer_id',
  'type',
  'title_tr',
  'title_en',
  'note_tr',
  'note_en',
  'created_at',
  'read_at',
] as const;

export async function insertNotification(
  db: Kysely<Database> | Transaction<Database>,
  customerId: bigint,
  n: NewNotification,
  now: Date,
) {
  return db
    .insertInto('notification')
    .values({
      customer_id: customerId,
      type: n.type,
      title_tr: n.title.tr,
      title_en: n.title.en,
      note_tr: n.note.tr,
      note_en: n.note.en,
      created_at: now,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** One notification for each of the next `limit` customers after id `after` (keyset batches). */
export async function insertForCustomersAfter(
  db: Kysely<Database>,
  after: bigint,
  limit: number,
  n: NewNotification,
  now: Date,
) {
  const selected = db
    .selectFrom('customer')
    .select([
      'id',
      sql<number>`cast(${n.type} as smallint)`.as('type'),
      sql<string>`cast(${n.title.tr} as text)`.as('title_tr'),
      sql<string>`cast(${n.title.en} as text)`.as('title_en'),
      sql<string>`cast(${n.note.tr} as text)`.as('note_tr'),
      sql<string>`cast(${n.note.en} as text)`.as('note_en'),
      sql<Date>`cast(${now.toISOString()} as timestamptz)`.as('created_at'),
    ])
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit);
  return db
    .insertInto('notification')
    .columns(['customer_id', 'type', 'title_tr', 'title_en', 'note_tr', 'note_en', 'created_at'])
    .expression(selected)
    .returning(COLUMNS)
    .execute();
}

/** The same notification for each of these customers (one statement). */
export async function insertForCustomers(
  db: Kysely<Database>,
  customerIds: readonly bigint[],
  n: NewNotification,
  now: Date,
) {
  if (!customerIds.length) return [];
  return db
    .insertInto('notification')
    .values(
      customerIds.map((id) => ({
        customer_id: id,
        type: n.type,
        title_tr: n.title.tr,
        title_en: n.title.en,
        note_tr: n.note.tr,
        note_en: n.note.en,
        created_at: now,
      })),
    )
    .returning(COLUMNS)
    .execute();
}

/** Newest first; `id` breaks ties between notifications of the same instant. */
export async function listNotifications(
  db: Kysely<Database>,
  customerId: bigint,
  skip: number,
  take: number,
) {
  return db
    .selectFrom('notification')
    .select(COLUMNS)
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(skip)
    .limit(take)
    .execute();
}

/** Marks the customer's own unread ones among `ids`; ids of other customers match nothing. */
export async function markRead(db: Kysely<Database>, customerId: bigint, ids: bigint[], now: Date) {
  const rows = await db
    .updateTable('notification')
    .set({ read_at: now })
    .where('customer_id', '=', customerId)
    .where('id', 'in', ids)
    .where('read_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length;
}
