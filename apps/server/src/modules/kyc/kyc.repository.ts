import type { KycStatus } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { KycActorKind } from '../../core/kyc/kyc.table.ts';
import type { Database } from '../../db/database.ts';

export const findCase = (db: Kysely<Database>, customerId: bigint) =>
  db.selectFrom('kyc_case').selectAll().where('customer_id', '=', customerId).executeTakeFirst();

export const lockCase = (trx: Kysely<Database>, customerId: bigint) =>
  trx.selectFrom('kyc_case').selectAll().where('customer_id', '=', customerId).forUpdate().executeTakeFirst();

export const lockCaseByReference = (trx: Kysely<Database>, provider: string, referenceId: string) =>
  trx
    .selectFrom('kyc_case')
    .selectAll()
    .where('provider', '=', provider)
    .where('reference_id', '=', referenceId)
    .forUpdate()
    .executeTakeFirst();

/** The not_started row, so there is something to lock (idempotent). */
export async function ensureCase(trx: Kysely<Database>, customerId: bigint, provider: string, now: Date) {
  await trx
    .insertInto('kyc_case')
    .values({ customer_id: customerId, status: 'not_started', provider, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('customer_id').doNothing())
    .execute();
}

export async function recordTransition(
  trx: Kysely<Database>,
  row: {
    customerId: bigint;
    from: KycStatus;
    to: KycStatus;
    actor: KycActorKind;
    actorId: bigint | null;
    reason: string | null;
    at: Date;
  },
) {
  await trx
    .updateTable('kyc_case')
    .set({ status: row.to, updated_at: row.at })
    .where('customer_id', '=', row.customerId)
    .execute();
  await trx
    .insertInto('kyc_transition')
    .values({
      customer_id: row.customerId,
      from_status: row.from,
      to_status: row.to,
      actor_kind: row.actor,
      actor_id: row.actorId,
      reason: row.reason,
      at: row.at,
    })
    .execute();
}

/** The staff queue: cases in one status, longest waiting first. */
export async function listCases(db: Kysely<Database>, status: KycStatus, skip: number, take: number) {
  const base = db.selectFrom('kyc_case as k').where('k.status', '=', status);
  const [rows, count] = await Promise.all([
    base
      .innerJoin('customer as c', 'c.id', 'k.customer_id')
      .select(['k.customer_id', 'c.username', 'k.status', 'k.reference_id', 'k.updated_at'])
      .orderBy('k.updated_at')
      .orderBy('k.customer_id')
      .offset(skip)
      .limit(take)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Whether the customer has a confirmed deposit (payment kind 1, status 1): docs/rules.md R35's "first". */
export async function hasConfirmedDeposit(db: Kysely<Database>, customerId: bigint): Promise<boolean> {
  const row = await db
    .selectFrom('payment')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('kind', '=', 1)
    .where('status', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}
