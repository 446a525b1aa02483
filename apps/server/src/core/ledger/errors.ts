/**
 * Why the ledger refused a posting. A refused transfer leaves no row, so its id stays free: the
 * callers (payments) refuse the whole business request, and a later request is a new decision.
 */
export type LedgerErrorCode =
  | 'insufficient_funds'
  | 'exists_with_different'
  | 'hold_already_resolved'
  | 'hold_not_found'
  | 'hold_mismatch'
  | 'currency_mismatch'
  | 'account_not_found';

export class LedgerError extends Error {
  readonly code: LedgerErrorCode;
  constructor(code: LedgerErrorCode, message?: string) {
    super(message ?? `ledger: ${code}`);
    this.code = code;
  }
}

type PgError = { code?: string; constraint?: string; hint?: string };

/** Maps what PostgreSQL (or PGlite) raised inside a posting to a LedgerError, or null. */
export function ledgerErrorFrom(err: unknown): LedgerError | null {
  const e = err as PgError | null;
  if (!e || typeof e !== 'object') return null;
  if (e.code === '23514' && e.constraint === 'ledger_account_no_overdraft') {
    return new LedgerError('insufficient_funds');
  }
  if (e.code === '23505' && e.constraint === 'ledger_one_resolution_per_hold') {
    return new LedgerError('hold_already_resolved');
  }
  // only a strict insert (newTransfersInsert) meets its id taken
  if (e.code === '23505' && e.constraint === 'ledger_transfer_pkey') {
    return new LedgerError('exists_with_different');
  }
  if (e.code === '23503' && e.constraint?.startsWith('ledger_transfer_')) {
    return new LedgerError(e.constraint.includes('pending') ? 'hold_not_found' : 'account_not_found');
  }
  if (
    e.code === 'P0001' &&
    (e.hint === 'hold_not_found' || e.hint === 'hold_mismatch' || e.hint === 'currency_mismatch')
  ) {
    return new LedgerError(e.hint);
  }
  return null;
}
