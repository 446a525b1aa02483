import { type ApprovalDescriber, approvalTrail } from '../../../core/approvals/index.ts';
import { limitsRequestViews } from './limits-repository.ts';

/** Looser player limits as rows of the approvals inbox: the limits asked for, why, and who asked. */
export const describeLimitsRequests: ApprovalDescriber = async (db, ids, viewer, _locale, now) =>
  (await limitsRequestViews(db, ids)).map((r) => ({
    kind: 'sports_limits' as const,
    id: Number(r.id),
    customerId: Number(r.customer_id),
    username: r.username,
    stakeFactor: r.stake_factor / 100,
    maxPayout: r.max_payout === null ? null : String(r.max_payout),
    sharp: r.sharp,
    reason: r.reason,
    ...approvalTrail('sports_limits', viewer, r, now),
  }));
