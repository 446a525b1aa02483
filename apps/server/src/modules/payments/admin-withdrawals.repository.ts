import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { PaymentStatus } from './payments.table.ts';

export type WithdrawalQueueFilter = {
  status: number;
  held?: 'true' | 'false' | undefined;
  skip: number;
  take: number;
  sort: 'createdAt' | 'amount';
  order: 'asc' | 'desc';
};

function filtered(db: Kysely<Database>, f: WithdrawalQueueFilter) {
  let q = db
    .selectFrom('payment as p')
    .where('p.kind', '=', 2)
    .where('p.status', '=', f.status as PaymentStatus);
  if (f.held === 'true') q = q.where('p.held_at', 'is not', null);
  if (f.held === 'false') q = q.where('p.held_at', 'is', null);
  return q;
}

/** The operator's queue: withdrawals in one status, by default oldest first (first come, first paid). */
export async function listWithdrawals(db: Kysely<Database>, f: WithdrawalQueueFilter) {
  const { total } = await filtered(db, f)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await filtered(db, f)
    .innerJoin('customer as c', 'c.id', 'p.customer_id')
    .innerJoin('payment_method as m', 'm.id', 'p.method_id')
    .leftJoin('withdrawal_approval as wa', 'wa.payment_id', 'p.id')
    .leftJoin('admin_user as fa', 'fa.id', 'wa.approved_by')
    .select([
      'wa.approved_by as first_approver_id',
      'fa.username as first_approver',
      'wa.approved_at as first_approved_at',
      'p.id',
      'c.username',
      'p.amount',
      'm.name as method',
      'p.detail',
      'p.status',
      'p.created_at',
      'p.payable_from',
      'p.held_at',
      'p.hold_reason',
      'p.payout_state',
      'p.gateway',
      'p.reason_text',
    ])
    .orderBy(f.sort === 'amount' ? 'p.amount' : 'p.created_at', f.order)
    .orderBy('p.id', f.order)
    .offset(f.skip)
    .limit(f.take)
    .execute();
  return { rows, total: Number(total) };
}
