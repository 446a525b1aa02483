import { type ApprovalDescriber, approvalTrail } from '../../core/approvals/index.ts';
import { writeOffRequestViews } from './debts.repository.ts';

/**
 * Write-offs as rows of the approvals inbox (docs/decisions/035-four-eyes-approvals.md): which
 * debt, what was owed when asked and what is owed now, why, and who asked.
 */
export const describeWriteOffRequests: ApprovalDescriber = async (db, ids, viewer, _locale, now) =>
  (await writeOffRequestViews(db, ids)).map((r) => ({
    kind: 'debt_write_off' as const,
    id: Number(r.id),
    debtId: Number(r.debt_id),
    betId: r.bet_id,
    customerId: Number(r.customer_id),
    username: r.username,
    amount: String(r.amount),
    openNow: String(r.open_now),
    reason: r.reason,
    ...approvalTrail('debt_write_off', viewer, r, now),
  }));
