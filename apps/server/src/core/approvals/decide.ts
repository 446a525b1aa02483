import type { ApprovalKind } from '@lalebet/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import {
  type ApprovalRow,
  type ExecutedColumns,
  decideApproval,
  linkedCustomerOf,
  lockApproval,
} from './approvals.repository.ts';

type Trx = Transaction<Database>;

/**
 * The beneficiary rule (docs/decisions/035-four-eyes-approvals.md): nobody requests money for
 * the player account linked to their staff account. Read in the caller's transaction.
 */
export async function assertNotBeneficiary(
  db: Kysely<Database> | Trx,
  staffId: bigint,
  customerId: bigint,
): Promise<void> {
  if ((await linkedCustomerOf(db, staffId)) === customerId) throw new AppError('APPROVAL_BENEFICIARY');
}

/**
 * The locked request, if `staffId` may decide it now. Refusals in this order: closed, own
 * request, beneficiary, expired (docs/decisions/030-four-eyes-adjustments.md).
 */
export async function openApproval<K extends ApprovalKind>(
  trx: Trx,
  kind: K,
  id: bigint,
  staffId: bigint,
): Promise<ApprovalRow<K>> {
  const row = await lockApproval(trx, kind, id);
  if (!row) throw new AppError('APPROVAL_NOT_FOUND');
  if (row.status !== 'pending' || row.expires_at === null) throw new AppError('APPROVAL_CLOSED');
  if (row.requested_by === staffId) throw new AppError('APPROVAL_OWN_REQUEST');
  // Staff requests name no player (docs/decisions/044-staff-lifecycle.md).
  const player: bigint | null = row.customer_id;
  if (player !== null) await assertNotBeneficiary(trx, staffId, player);
  if (row.expires_at <= clock.now()) throw new AppError('APPROVAL_EXPIRED');
  return row;
}

/** Marks a pending request executed by `staffId` with its effect's columns, or refuses it as closed. */
export async function markExecuted<K extends ApprovalKind>(
  trx: Trx,
  kind: K,
  id: bigint,
  staffId: bigint,
  now: Date,
  effect: ExecutedColumns<K>,
): Promise<void> {
  const set = { status: 'executed' as const, decided_by: staffId, decided_at: now };
  if (!(await decideApproval(trx, kind, id, set, effect))) throw new AppError('APPROVAL_CLOSED');
}

/** What a kind supplies to have its request approved. */
export type Executor<K extends ApprovalKind> = {
  /** The hash recomputed from the stored columns: a row edited behind the service's back fails. */
  hashOf: (row: ApprovalRow<K>) => string;
  /** The operation itself, in the approval's transaction; returns the columns naming its effect. */
  execute: (row: ApprovalRow<K>, now: Date) => Promise<ExecutedColumns<K>>;
};

/**
 * A second person's approval of `hash` (what they reviewed): the request is executed in this
 * transaction, with its row locked, so concurrent approvals execute it once and the others
 * find it closed. An execution that throws rolls the decision back; the request stays pending.
 */
export async function approveRequest<K extends ApprovalKind>(
  trx: Trx,
  kind: K,
  id: bigint,
  staffId: bigint,
  hash: string,
  executor: Executor<K>,
): Promise<{ row: ApprovalRow<K>; effect: ExecutedColumns<K> }> {
  const row = await openApproval(trx, kind, id, staffId);
  if (hash !== row.payload_hash || executor.hashOf(row) !== row.payload_hash) {
    throw new AppError('APPROVAL_CHANGED');
  }
  const now = clock.now();
  const effect = await executor.execute(row, now);
  await markExecuted(trx, kind, id, staffId, now, effect);
  return { row, effect };
}

/** Someone else's rejection, with a reason; the request is closed without effect. */
export async function rejectRequest<K extends ApprovalKind>(
  trx: Trx,
  kind: K,
  id: bigint,
  staffId: bigint,
  reason: string,
): Promise<ApprovalRow<K>> {
  const row = await openApproval(trx, kind, id, staffId);
  const set = {
    status: 'rejected' as const,
    decided_by: staffId,
    decided_at: clock.now(),
    decision_reason: reason,
  };
  if (!(await decideApproval(trx, kind, id, set))) throw new AppError('APPROVAL_CLOSED');
  return row;
}
