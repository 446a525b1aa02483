import type { ReconciliationFlag, ReconciliationFlagsQuery } from '@lalebet/shared';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { PaymentReconciliationFlagTable } from '../payments.table.ts';

type Db = Kysely<Database> | Transaction<Database>;
type Row = Selectable<PaymentReconciliationFlagTable> & { resolver: string | null };

export function toFlag(r: Row): ReconciliationFlag {
  const side = (v: unknown) => (v ? (v as ReconciliationFlag['ours']) : null);
  return {
    id: Number(r.id),
    provider: r.provider,
    day: r.day,
    kind: r.kind,
    subject: r.subject,
    paymentId: r.payment_id === null ? null : Number(r.payment_id),
    ours: side(r.ours),
    theirs: side(r.theirs),
    createdAt: r.created_at.toISOString(),
    resolvedAt: r.resolved_at?.toISOString() ?? null,
    resolvedBy: r.resolver,
    note: r.note,
  };
}

function flagsFrom(db: Db) {
  return db
    .selectFrom('payment_reconciliation_flag as f')
    .leftJoin('admin_user as a', 'a.id', 'f.resolved_by')
    .selectAll('f')
    .select('a.username as resolver');
}

/** The flags list: open or resolved, by provider, day and kind, newest day first by default. */
export async function listFlags(db: Db, q: ReconciliationFlagsQuery) {
  let base = db
    .selectFrom('payment_reconciliation_flag')
    .where('resolved_at', q.state === 'open' ? 'is' : 'is not', null);
  if (q.provider) base = base.where('provider', '=', q.provider);
  if (q.day) base = base.where('day', '=', q.day);
  if (q.kind) base = base.where('kind', '=', q.kind);
  const ids = base.select('id');
  const [rows, total] = await Promise.all([
    flagsFrom(db)
      .where('f.id', 'in', ids)
      .orderBy('f.day', q.order)
      .orderBy('f.id', q.order)
      .offset(q.skip)
      .limit(q.take)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toFlag), total: Number(total.n) };
}

/** Locks one flag for its resolution. */
export function lockFlag(trx: Transaction<Database>, id: bigint) {
  return trx
    .selectFrom('payment_reconciliation_flag')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function markResolved(
  trx: Transaction<Database>,
  id: bigint,
  adminId: bigint,
  note: string,
  at: Date,
) {
  await trx
    .updateTable('payment_reconciliation_flag')
    .set({ resolved_at: at, resolved_by: adminId, note })
    .where('id', '=', id)
    .execute();
  return toFlag((await flagsFrom(trx).where('f.id', '=', id).executeTakeFirstOrThrow()) as Row);
}
