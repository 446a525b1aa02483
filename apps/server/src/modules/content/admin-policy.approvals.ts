import { type Locale, POLICY_OPTION_PERMISSIONS, type PolicyChangeRequest } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import { type ApprovalDescriber, type Approver, approvalTrail } from '../../core/approvals/index.ts';
import type { Database } from '../../db/database.ts';
import { policyChangeViews } from './admin-policy.repository.ts';

type View = Awaited<ReturnType<typeof policyChangeViews>>[number];

/** One request as the approver reads it (docs/decisions/043-policy-settings.md). */
export function policyChangeItem(r: View, viewer: Approver, now: Date): PolicyChangeRequest {
  const trail = approvalTrail('site_option', viewer, r, now);
  const needed = POLICY_OPTION_PERMISSIONS[r.key];
  if (needed && !viewer.permissions.has(needed)) trail.allowedActions = [];
  return {
    kind: 'site_option',
    id: Number(r.id),
    key: r.key,
    value: r.value,
    enabled: r.enabled,
    before: r.before_value,
    ...trail,
  };
}

/** Policy changes as rows of the approvals inbox: which key, from what, to what, and who asked. */
export const describePolicyChanges: ApprovalDescriber = async (
  db: Kysely<Database>,
  ids: bigint[],
  viewer: Approver,
  _locale: Locale,
  now: Date,
) => (await policyChangeViews(db, { ids })).map((r) => policyChangeItem(r, viewer, now));
