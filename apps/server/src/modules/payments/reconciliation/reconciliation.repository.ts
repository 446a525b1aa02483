import { TransactionKind, TransactionStatus } from '@lalebet/shared';
import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../lib/clock.ts';
import type { RecItem } from './compare.ts';

type Db = Kysely<Database> | Transaction<Database>;
/** A run still 'running' after this was cut off (a process stopped mid-run). */
const STALE_MS = 10 * MINUTE_MS;
/** A failed daily run is tried again after this. */
const RETRY_MS = HOUR_MS;

/**
 * Claims the daily run of one provider's day under an advisory lock, so one process of many runs
 * it: none when a run of that day succeeded, is running, or failed within the hour.
 */
export async function claimDailyRun(db: Kysely<Database>, provider: string, day: string, at: Date) {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`payment_reconciliation:${provider}`}))`.execute(trx);
    await trx
      .updateTable('payment_reconciliation_run')
      .set({ status: 'failed', error: 'interrupted', finished_at: at })
      .where('provider', '=', provider)
      .where('status', '=', 'running')
      .where('started_at', '<', new Date(at.getTime() - STALE_MS))
      .execute();
    const runs = await trx
      .selectFrom('payment_reconciliation_run')
      .select(['status', 'started_at'])
      .where('provider', '=', provider)
      .where('day', '=', day)
      .execute();
    const blocked = runs.some(
      (r) => r.status !== 'failed' || at.getTime() - r.started_at.getTime() < RETRY_MS,
    );
    if (blocked) return null;
    return startRun(trx, { provider, day, trigger: 'daily', adminId: null, at });
  });
}

export async function startRun(
  db: Db,
  r: { provider: string; day: string; trigger: 'manual' | 'daily'; adminId: bigint | null; at: Date },
) {
  const row = await db
    .insertInto('payment_reconciliation_run')
    .values({ provider: r.provider, day: r.day, trigger: r.trigger, admin_id: r.adminId, started_at: r.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function finishRun(
  db: Db,
  id: number,
  r: { at: Date; theirs?: number; ours?: number; flags?: number; error?: string },
) {
  return db
    .updateTable('payment_reconciliation_run')
    .set({
      status: r.error ? 'failed' : 'ok',
      finished_at: r.at,
      theirs: r.theirs ?? 0,
      ours: r.ours ?? 0,
      flags: r.flags ?? 0,
      error: r.error ?? null,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Our payment id from a reference, or null when it is not one of ours. */
export const idOf = (ref: string | null) => (ref && /^[1-9]\d{0,17}$/.test(ref) ? BigInt(ref) : null);

/** Our status of a payment as the provider would report it at the end of the compared day. */
function ourStatus(p: OurRow, to: Date): RecItem['status'] {
  if (p.kind === TransactionKind.Withdraw) {
    return p.payout_state === 'paid' ? 'paid' : p.payout_state === 'failed' ? 'failed' : 'pending';
  }
  if (p.status === TransactionStatus.Pending) return 'pending';
  if (p.status !== TransactionStatus.Confirmed) return 'failed';
  const reversed = p.reason_code === 'refunded' || p.reason_code === 'chargeback';
  // Reversed after the day ended: that day the provider still showed it paid.
  return reversed && p.updated_at < to ? (p.reason_code as 'refunded' | 'chargeback') : 'paid';
}
type OurRow = Awaited<ReturnType<typeof selectOurs>>[number];

function selectOurs(db: Db, provider: string, from: Date, to: Date, theirs: RecItem[]) {
  const ids = theirs.map((t) => idOf(t.reference)).filter((x): x is bigint => x !== null);
  const providerIds = theirs.map((t) => t.providerId).filter((x): x is string => !!x);
  return db
    .selectFrom('payment')
    .select(['id', 'kind', 'status', 'amount', 'currency', 'gateway_payment_id', 'reason_code'])
    .select(['payout_state', 'created_at', 'updated_at'])
    .where('gateway', '=', provider)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('created_at', '>=', new Date(from.getTime() - DAY_MS)),
          eb('created_at', '<', new Date(to.getTime() + DAY_MS)),
        ]),
        ...(ids.length ? [eb('id', 'in', ids)] : []),
        ...(providerIds.length ? [eb('gateway_payment_id', 'in', providerIds)] : []),
      ]),
    )
    .execute();
}

/** Our deposits and payouts through `provider` that may match the provider's rows (ADR 098). */
export async function loadOurs(db: Db, provider: string, w: { from: Date; to: Date }, theirs: RecItem[]) {
  const rows = await selectOurs(db, provider, w.from, w.to, theirs);
  return rows
    .filter((p) => p.kind === TransactionKind.Deposit || p.payout_state !== null)
    .map((p): RecItem => ({
      kind: p.kind === TransactionKind.Withdraw ? 'payout' : 'deposit',
      reference: String(p.id),
      providerId: p.gateway_payment_id,
      amount: p.amount,
      currency: p.currency,
      status: ourStatus(p, w.to),
      at: p.created_at,
    }));
}
