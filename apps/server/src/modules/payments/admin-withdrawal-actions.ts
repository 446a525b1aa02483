import { type Permission, TransactionStatus, type WithdrawalAction } from '@lalebet/shared';

type Row = {
  status: number;
  held_at: Date | null;
  payable_from: Date | null;
  first_approver_id?: bigint | null;
  /** Requested from a provider (ADR 088): nothing left for staff to decide. */
  payout_state?: string | null;
};

/**
 * What the caller may do to one withdrawal now, by the same rules decideWithdrawal and
 * holdWithdrawal enforce (docs/decisions/030-four-eyes-adjustments.md): a Pending one is
 * confirmed, rejected or held; a held one is released or rejected, never confirmed; one
 * waiting for KYC is only rejected or held; a new destination's cooling-off hides confirm, and
 * so does the viewer's own first approval (the second must be someone else's, ADR 041).
 */
export function withdrawalActions(
  held: ReadonlySet<Permission>,
  row: Row,
  now: Date,
  viewer: bigint | null = null,
): WithdrawalAction[] {
  const out: WithdrawalAction[] = [];
  const pending = row.status === TransactionStatus.Pending;
  const waiting = row.status === TransactionStatus.WaitingForKyc;
  if (held.has('withdrawals:approve') && (pending || waiting) && !row.payout_state) {
    const coolingOff = row.payable_from !== null && row.payable_from > now;
    const firstWasMine = viewer !== null && row.first_approver_id === viewer;
    if (pending && !row.held_at && !coolingOff && !firstWasMine) out.push('confirm');
    out.push('reject');
    out.push(row.held_at ? 'release' : 'hold');
  }
  if (held.has('withdrawals:pii')) out.push('reveal');
  return out;
}
