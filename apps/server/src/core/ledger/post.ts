import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { markLedgerWrite } from '../../infra/cache/ledger-writes.ts';
import { ledgerPostings } from '../../infra/metrics/registry.ts';
import { LedgerError, ledgerErrorFrom } from './errors.ts';
import type { TransferPhase } from './ledger.table.ts';

type Trx = Transaction<Database> | Kysely<Database>;

export type TransferSpec = {
  /** The idempotency key: derive it with transferId(...) from the business event. */
  id: string;
  debit: bigint;
  credit: bigint;
  amount: bigint;
  currency: string;
  code: string;
  /** 'posted' moves money now; 'pending' reserves it (a hold) until post or void. */
  phase?: 'posted' | 'pending';
  metadata?: Record<string, unknown>;
};

export type ResolveSpec = {
  id: string;
  pendingId: string;
  action: 'post' | 'void';
  code: string;
  metadata?: Record<string, unknown>;
};

/** 'created' the first time; 'exists' when the same transfer was already recorded (a replay). */
export type PostOutcome = 'created' | 'exists';

type Row = {
  id: string;
  debit_account_id: bigint;
  credit_account_id: bigint;
  amount: bigint;
  currency: string;
  code: string;
  phase: TransferPhase;
  pending_id: string | null;
};

const sameTransfer = (a: Row, b: Row) =>
  a.debit_account_id === b.debit_account_id &&
  a.credit_account_id === b.credit_account_id &&
  a.amount === b.amount &&
  a.currency === b.currency &&
  a.code === b.code &&
  a.phase === b.phase &&
  a.pending_id === b.pending_id;

/**
 * Locks the tracked accounts among `ids` in id order, so postings that touch several
 * tracked accounts in one transaction take their row locks in one global order (no deadlock).
 * Untracked system accounts are never locked.
 */
export async function lockAccounts(trx: Trx, ids: bigint[]): Promise<void> {
  const unique = [...new Set(ids)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (unique.length < 2) return; // a single row is locked by its own UPDATE
  await sql`select id from ledger_account where id = any(${unique}::bigint[]) and tracked order by id for update`.execute(
    trx,
  );
}

async function insertTransfer(
  trx: Trx,
  row: Row,
  metadata: Record<string, unknown> | undefined,
): Promise<PostOutcome> {
  try {
    const inserted = await trx
      .insertInto('ledger_transfer')
      .values({ ...row, metadata: JSON.stringify(metadata ?? {}) })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) {
      ledgerPostings.inc({ phase: row.phase });
      return 'created';
    }
  } catch (err) {
    throw ledgerErrorFrom(err) ?? err;
  }
  const existing = await trx
    .selectFrom('ledger_transfer')
    .select([
      'id',
      'debit_account_id',
      'credit_account_id',
      'amount',
      'currency',
      'code',
      'phase',
      'pending_id',
    ])
    .where('id', '=', row.id)
    .executeTakeFirstOrThrow();
  if (!sameTransfer(existing, row)) throw new LedgerError('exists_with_different');
  return 'exists';
}

/**
 * Records transfers atomically inside the caller's transaction (all legs or none: if one
 * throws, the caller's transaction must roll back). Overdraft, a second resolution of a hold
 * and a replay with different fields throw LedgerError; an identical replay returns 'exists'.
 * `locked`: the caller already holds the row locks of every tracked account of `specs`, taken
 * in id order (the seamless wallet's hot path), so the lockAccounts round trip is skipped.
 */
export async function postTransfers(
  trx: Trx,
  specs: TransferSpec[],
  opts: { locked?: boolean } = {},
): Promise<PostOutcome[]> {
  markLedgerWrite(specs.flatMap((s) => [s.debit, s.credit]));
  if (!opts.locked) {
    await lockAccounts(
      trx,
      specs.flatMap((s) => [s.debit, s.credit]),
    );
  }
  const outcomes: PostOutcome[] = [];
  for (const s of specs) {
    outcomes.push(await insertTransfer(trx, newTransferRow(s), s.metadata));
  }
  return outcomes;
}

/** A new transfer's row (no pending transfer behind it), as both insert paths write it. */
function newTransferRow(s: TransferSpec): Row {
  return {
    id: s.id,
    debit_account_id: s.debit,
    credit_account_id: s.credit,
    amount: s.amount,
    currency: s.currency,
    code: s.code,
    phase: s.phase ?? 'posted',
    pending_id: null,
  };
}

/**
 * The insert of new posted transfers as one statement, unexecuted, returning the ids it wrote:
 * for a caller that runs it inside a statement of its own (a CTE) and holds every tracked
 * account's lock already. An id already recorded is skipped (not returned), so the caller
 * compares the count and throws; a constraint error maps through ledgerErrorFrom. `strict`: an
 * id already recorded fails the statement instead (exists_with_different), for a statement the
 * commit follows with no check in between (`thenCommit` in db/then-commit.ts).
 */
/** Counts transfers written by a statement built with newTransfersInsert, once it has run (ADR 048). */
export function countPostedTransfers(n: number): void {
  if (n > 0) ledgerPostings.inc({ phase: 'posted' }, n);
}

export function newTransfersInsert(trx: Trx, specs: TransferSpec[], opts: { strict?: boolean } = {}) {
  markLedgerWrite(specs.flatMap((s) => [s.debit, s.credit]));
  const insert = trx
    .insertInto('ledger_transfer')
    .values(specs.map((s) => ({ ...newTransferRow(s), metadata: JSON.stringify(s.metadata ?? {}) })));
  return (opts.strict ? insert : insert.onConflict((oc) => oc.column('id').doNothing())).returning('id');
}

/** Posts (moves the held money) or voids (releases it) a pending hold, at most once. */
export async function resolveHold(trx: Trx, spec: ResolveSpec): Promise<PostOutcome> {
  const hold = await trx
    .selectFrom('ledger_transfer')
    .select(['debit_account_id', 'credit_account_id', 'amount', 'currency', 'phase'])
    .where('id', '=', spec.pendingId)
    .executeTakeFirst();
  if (!hold || hold.phase !== 'pending') throw new LedgerError('hold_not_found');
  markLedgerWrite([hold.debit_account_id, hold.credit_account_id]);
  // Same lock order as postTransfers: without it, a hold between two tracked accounts whose
  // debit has the larger id locks them in the opposite order and can deadlock (40P01).
  await lockAccounts(trx, [hold.debit_account_id, hold.credit_account_id]);
  return insertTransfer(
    trx,
    {
      id: spec.id,
      debit_account_id: hold.debit_account_id,
      credit_account_id: hold.credit_account_id,
      amount: hold.amount,
      currency: hold.currency,
      code: spec.code,
      phase: spec.action,
      pending_id: spec.pendingId,
    },
    spec.metadata,
  );
}
