import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

export type TransactionFilter = {
  customerId: bigint;
  kind: number;
  status: number;
  /** Inclusive lower and exclusive upper bound of created_at; null for open. */
  since: Date | null;
  until: Date | null;
};

function filtered(db: Kysely<Database>, f: TransactionFilter) {
  let q = db
    .selectFrom('payment as p')
    .innerJoin('payment_method as m', 'm.id', 'p.method_id')
    .where('p.customer_id', '=', f.customerId);
  if (f.kind) q = q.where('p.kind', '=', f.kind as 1 | 2);
  if (f.status) q = q.where('p.status', '=', f.status as 1);
  if (f.since) q = q.where('p.created_at', '>=', f.since);
  if (f.until) q = q.where('p.created_at', '<', f.until);
  return q;
}

/** One page of the customer's own payments, newest first, and how many match in all. */
export async function listTransactions(
  db: Kysely<Database>,
  f: TransactionFilter,
  skip: number,
  take: number,
) {
  const [rows, total] = await Promise.all([
    filtered(db, f)
      .select([
        'p.id',
        'p.kind',
        'p.status',
        'p.amount',
        'm.name as method',
        'p.reason_code',
        'p.reason_text',
        'p.created_at',
        'p.updated_at',
      ])
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .offset(skip)
      .limit(take)
      .execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
