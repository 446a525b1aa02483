import type { AdminRegisterQuery } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** One page of customers' last register answers, and how many match. */
export async function listRegisterStatuses(db: Kysely<Database>, q: AdminRegisterQuery) {
  let base = db.selectFrom('rg_register_status as s').innerJoin('customer as c', 'c.id', 's.customer_id');
  if (q.register) base = base.where('s.register', '=', q.register);
  if (q.state === 'excluded') base = base.where('s.excluded', '=', true);
  if (q.state === 'error') base = base.where('s.last_error_at', 'is not', null);
  const sort = q.sort === 'customerId' ? 's.customer_id' : 's.updated_at';
  const [items, count] = await Promise.all([
    base
      .select([
        's.customer_id',
        'c.username',
        's.register',
        's.excluded',
        's.checked_at',
        's.excluded_since',
        's.last_error_at',
        's.last_error',
        's.updated_at',
      ])
      .orderBy(sort, q.order)
      .orderBy('s.customer_id', q.order)
      .offset(q.skip)
      .limit(q.take)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n) };
}

export const customerExists = (db: Kysely<Database>, id: bigint) =>
  db.selectFrom('customer').select('id').where('id', '=', id).executeTakeFirst();
