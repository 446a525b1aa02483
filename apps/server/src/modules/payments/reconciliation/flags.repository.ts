import type { ReconciliationFlag, ReconciliationFlagsQuery } from '@lalebet/shared';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { PaymentReconciliationFlagTable } from '../payments.table.ts';
import type { RecFlag, RecItem } from './compare.ts';
import { idOf } from './reconciliation.repository.ts';

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

const sideJson = (i: RecItem | null) =>
  i
    ? JSON.stringify({
        amount: String(i.amount),
        currency: i.currency,
        status: i.status,
        providerId: i.providerId ?? '',
      })
    : null;

/** One row per flag; a flag raised before for the same day, kind and subject is not raised again. */
export async function insertFlags(
  trx: Transaction<Database>,
  provider: string,
  day: string,
  flags: RecFlag[],
  at: Date,
) {
  if (!flags.length) return 0;
  const rows = await trx
    .insertInto('payment_reconciliation_flag')
    .values(
      flags.map((f) => ({
        provider,
        day,
        kind: f.kind,
        subject: f.subject,
        payment_id: idOf(f.ours?.reference ?? null),
        ours: sideJson(f.ours),
        theirs: sideJson(f.theirs),
        created_at: at,
      })),
    )
    .onConflict((oc) => oc.columns(['provider', 'day', 'kind', 'subject']).doNothing())
    .returning('id')
    .execute();
  return rows.length;
}

/**
 * A difference seen as it happens, not at the daily run (ADR 088's two cases): a payout outcome
 * contradicting the settled one, a refund or chargeback the player's balance did not cover. The
 * flag is the day's own, so the daily run of that day does not raise it again.
 */
export async function raiseEventFlag(
  trx: Transaction<Database>,
  provider: string,
  p: { id: bigint; kind: 'deposit' | 'payout'; providerId: string | null; amount: bigint; currency: string },
  statuses: { ours: RecItem['status']; theirs: RecItem['status']; theirAmount: bigint },
  at: Date,
) {
  const side = (status: RecItem['status'], amount: bigint): RecItem => ({
    kind: p.kind,
    reference: String(p.id),
    providerId: p.providerId,
    amount,
    currency: p.currency,
    status,
    at,
  });
  const flag: RecFlag = {
    kind: 'status_differs',
    subject: `${p.kind}:${p.id}`,
    ours: side(statuses.ours, p.amount),
    theirs: side(statuses.theirs, statuses.theirAmount),
  };
  await insertFlags(trx, provider, at.toISOString().slice(0, 10), [flag], at);
}
