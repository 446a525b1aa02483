import { type ApprovalDescriber, approvalTrail } from '../../../core/approvals/index.ts';
import { scopeLimitRequestViews } from './scope-limits.repository.ts';

const lira = (v: bigint | null) => (v === null ? null : Number(v / 100n));

/** Looser scope limits as rows of the approvals inbox: the scope, the limits asked for, why, who asked. */
export const describeScopeLimitRequests: ApprovalDescriber = async (db, ids, viewer, _locale, now) =>
  (await scopeLimitRequestViews(db, ids)).map((r) => ({
    kind: 'scope_limits' as const,
    id: Number(r.id),
    scope: r.scope,
    key: r.scope_key,
    maxStake: lira(r.max_stake),
    maxLiability: lira(r.max_liability),
    reason: r.reason,
    ...approvalTrail('scope_limits', viewer, r, now),
  }));
