import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { PaymentStatus } from './payments.table.ts';

/** The operator's queue: withdrawals in one status, oldest first (first come, first paid). */
export function listWithdrawals(db: Kysely<Database>, status: number, skip: number, take: number) {
  return db
    .selectFrom('payment as p')
    .innerJoin('customer as c', 'c.id', 'p.customer_id')
    .innerJoin('payment_method as m', 'm.id', 'p.method_id')
    .select([
      'p.id',
      'c.username',
      'p.amount',
      'm.name as method',
      'p.detail',
      'p.status',
      'p.created_at',
      'p.payable_from',
    ])
    .where('p.kind', '=', 2)
    .where('p.status', '=', status as PaymentStatus)
    .orderBy('p.created_at')
    .orderBy('p.id')
    .offset(skip)
    .limit(take)
    .execute();
}
