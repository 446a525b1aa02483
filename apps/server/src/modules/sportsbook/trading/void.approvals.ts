import type { BetStatus } from '@lalebet/shared';
import { type ApprovalDescriber, approvalTrail } from '../../../core/approvals/index.ts';
import { voidRequestViews } from './void-repository.ts';

/**
 * Voids as rows of the approvals inbox (docs/decisions/035-four-eyes-approvals.md): which bet,
 * what it gives back now, why, and who asked.
 */
export const describeVoidRequests: ApprovalDescriber = async (db, ids, viewer, _locale, now) =>
  (await voidRequestViews(db, ids)).map((r) => ({
    kind: 'bet_void' as const,
    id: Number(r.id),
    betId: r.bet_id,
    customerId: Number(r.customer_id),
    username: r.username,
    betStatus: r.bet_status as BetStatus,
    stake: String(r.stake),
    payout: r.payout === null ? null : String(r.payout),
    reason: r.reason,
    ...approvalTrail('bet_void', viewer, r, now),
  }));
