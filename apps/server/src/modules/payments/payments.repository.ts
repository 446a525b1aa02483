import { TransactionStatus } from '@lalebet/shared';
import { type Insertable, type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { GatewayEvent } from '../../infra/payment-gateway/gateway.ts';
import type { PaymentTable } from './payments.table.ts';

type Db = Kysely<Database> | Transaction<Database>;
const { Created, Pending } = TransactionStatus;

export type NewPayment = Omit<Insertable<PaymentTable>, 'detail'> & { detail: Record<string, unknown> };

export async function insertPayment(db: Db, row: NewPayment): Promise<bigint> {
  const { id } = await db
    .insertInto('payment')
    .values({ ...row, detail: JSON.stringify(row.detail) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** An id drawn before the insert, so ledger ids derived from it can be placed in the same transaction. */
export async function nextPaymentId(trx: Transaction<Database>): Promise<bigint> {
  const { rows } = await sql<{
    id: bigint;
  }>`select nextval(pg_get_serial_sequence('payment', 'id')) as id`.execute(trx);
  return rows[0]!.id;
}

/**
 * The gateway accepted the deposit. Created becomes Pending; a webhook that already moved it on
 * (a very fast payer) keeps its status, and the gateway's id is recorded either way.
 */
export async function markDepositOpened(
  db: Db,
  id: bigint,
  gatewayPaymentId: string,
  url: string,
  now: Date,
) {
  await db
    .updateTable('payment')
    .set({
      status: sql`case when status = ${Created} then ${Pending}::smallint else status end`,
      gateway_payment_id: gatewayPaymentId,
      gateway_url: url,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** Created -> Cancelled with a reason (the gateway could not open it). */
export async function cancelCreatedDeposit(db: Db, id: bigint, reasonCode: string, now: Date) {
  await db
    .updateTable('payment')
    .set({ status: TransactionStatus.Cancelled, reason_code: reasonCode, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', Created)
    .execute();
}

/** The row, locked until the transaction ends: every status change of a payment goes through this. */
export function lockPayment(trx: Transaction<Database>, id: bigint, kind: 1 | 2) {
  return trx
    .selectFrom('payment')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', kind)
    .forUpdate()
    .executeTakeFirst();
}

export type LockedPayment = NonNullable<Awaited<ReturnType<typeof lockPayment>>>;

/** A provider's event recorded once by its id: false when it was seen before (a replay). */
export async function recordPspEvent(
  trx: Transaction<Database>,
  gateway: string,
  paymentId: bigint,
  event: GatewayEvent,
  now: Date,
): Promise<boolean> {
  const recorded = await trx
    .insertInto('psp_event')
    .values({
      gateway,
      event_id: event.eventId,
      type: event.type,
      payment_id: paymentId,
      payload: JSON.stringify({ ...event, amount: String(event.amount) }),
      received_at: now,
    })
    .onConflict((oc) => oc.columns(['gateway', 'event_id']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return recorded !== undefined;
}
