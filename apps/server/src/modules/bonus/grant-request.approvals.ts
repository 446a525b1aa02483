import { type ApprovalDescriber, approvalTrail } from '../../core/approvals/index.ts';
import { grantRequestViews } from './grant-request.repository.ts';

/**
 * Grant requests as rows of the approvals inbox (docs/decisions/035-four-eyes-approvals.md):
 * what approving gives, to whom, and who asked.
 */
export const describeGrantRequests: ApprovalDescriber = async (db, ids, viewer, locale, now) =>
  (await grantRequestViews(db, ids)).map((r) => ({
    kind: 'bonus_grant' as const,
    id: Number(r.id),
    customerId: Number(r.customer_id),
    username: r.username,
    amount: String(r.amount),
    definitionId: r.definition_id,
    definitionCode: r.code,
    definitionTitle: locale === 'tr' ? r.title_tr : r.title_en,
    reason: r.reason,
    ...approvalTrail('bonus_grant', viewer, r, now),
  }));
