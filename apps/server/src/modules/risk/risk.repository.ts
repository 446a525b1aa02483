import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** One page of the queue, newest first, and how many there are in that status. */
export async function listFlags(db: Db, status: 'open' | 'reviewed', skip: number, take: number) {
  const base = db
    .selectFrom('rg_flag')
    .innerJoin('customer', 'customer.id', 'rg_flag.customer_id')
    .where('rg_flag.reviewed_at', status === 'open' ? 'is' : 'is not', null);
  const [items, count] = await Promise.all([
    base
      .select([
        'rg_flag.id',
        'rg_flag.customer_id',
        'customer.username',
        'rg_flag.kind',
        'rg_flag.severity',
        'rg_flag.details',
        'rg_flag.created_at',
        'rg_flag.reviewed_at',
        'rg_flag.reviewed_by',
      ])
      // Strong ones first: they hold back marketing and bonuses until someone looks.
      .orderBy(sql`case when rg_flag.severity = 'strong' then 0 else 1 end`)
      .orderBy('rg_flag.created_at', 'desc')
      .orderBy('rg_flag.id', 'desc')
      .offset(skip)
      .limit(take)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n) };
}

/** Marks an open flag reviewed; the note joins its details. Null when missing or already reviewed. */
export async function markReviewed(db: Db, id: bigint, adminId: bigint, note: string, at: Date) {
  return db
    .updateTable('rg_flag')
    .set({
      reviewed_at: at,
      reviewed_by: adminId,
      details: sql`details || jsonb_build_object('reviewNote', ${note}::text)` as never,
    })
    .where('id', '=', id)
    .where('reviewed_at', 'is', null)
    .returning(['id', 'customer_id', 'kind'])
    .executeTakeFirst();
}
