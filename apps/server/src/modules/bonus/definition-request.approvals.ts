import { bonusDefinitionLiability } from '@lalebet/shared';
import { type ApprovalDescriber, approvalTrail } from '../../core/approvals/index.ts';
import { definitionRequestViews, playerCount } from './definition-request.repository.ts';

/**
 * Definition requests as rows of the approvals inbox
 * (docs/decisions/042-bonus-definitions-four-eyes.md): the terms approving puts live, and
 * their worst-case liability with the players registered now.
 */
export const describeDefinitionRequests: ApprovalDescriber = async (db, ids, viewer, _locale, now) => {
  const rows = await definitionRequestViews(db, ids);
  const players = await playerCount(db);
  return rows.map((r) => ({
    kind: 'bonus_definition' as const,
    id: Number(r.id),
    customerId: null,
    action: r.action,
    sourceId: r.source_id,
    amount: String(r.amount),
    terms: r.terms,
    liability: bonusDefinitionLiability(r.terms, players),
    ...approvalTrail('bonus_definition', viewer, r, now),
  }));
};
