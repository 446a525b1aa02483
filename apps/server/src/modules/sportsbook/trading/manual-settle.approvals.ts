import { type ApprovalDescriber, approvalTrail } from '../../../core/approvals/index.ts';
import { titleOf } from './desk-liability.service.ts';
import { manualRequestViews } from './manual-settle.repository.ts';

/**
 * Manual grades and market voids as rows of the approvals inbox
 * (docs/decisions/035-four-eyes-approvals.md): which event and lines, with which results, the
 * open stake they held when asked for, why, and who asked.
 */
export const describeManualSettlements: ApprovalDescriber = async (db, ids, viewer, locale, now) =>
  (await manualRequestViews(db, ids)).map((r) => ({
    kind: 'manual_settlement' as const,
    id: Number(r.id),
    action: r.action,
    eventId: r.event_id,
    eventName: titleOf(r, locale),
    markets: r.markets.map((m) => ({ ...m, outcomes: m.outcomes ?? [] })),
    stake: String(r.amount),
    reason: r.reason,
    ...approvalTrail('manual_settlement', viewer, r, now),
  }));
