import type { Permission } from '@lalebet/shared';
import type { AuthenticatedAdmin } from '../../core/accounts/index.ts';
import { type ApprovalRow, approveRequest, rejectRequest } from '../../core/approvals/index.ts';
import { audit } from '../../core/audit.ts';
import { forLog } from '../../lib/identity.ts';
import type { ContentCtx } from './admin-content.service.ts';
import { policyChangeHash } from './admin-policy.repository.ts';
import { assertMayDecide, auditChange } from './admin-policy.service.ts';
import { lockSiteOption, saveSiteOption } from './admin-site.repository.ts';
import { awaitContentNotices } from './reply-cache.ts';

/**
 * Decisions on loosening policy changes (docs/decisions/043-policy-settings.md), through the
 * four-eyes machinery of docs/decisions/035-four-eyes-approvals.md: the value is written in the
 * approval's transaction, with the request locked, so concurrent approvals apply it once.
 */
type Row = ApprovalRow<'site_option'>;
const hashOf = (r: Row) => policyChangeHash({ key: r.key, value: r.value, enabled: r.enabled });
/** The decider, with the permissions the route resolved (a key may need one beside policy:manage). */
type Decider = AuthenticatedAdmin & { permissions: ReadonlySet<Permission> | undefined };

/** A second policy:manage holder applies someone else's loosening change (the hash they reviewed). */
export async function approvePolicyChange(ctx: ContentCtx, by: Decider, id: bigint, hash: string) {
  await ctx.db.transaction().execute(async (trx) => {
    const { row } = await approveRequest(trx, 'site_option', id, by.id, hash, {
      hashOf,
      execute: async (r) => {
        assertMayDecide(by.permissions, r.key);
        const before = await lockSiteOption(trx, r.key);
        const after = { value: r.value, status: r.enabled };
        await saveSiteOption(trx, before, { key: r.key, ...after });
        await auditChange(trx, ctx, by.id, r.key, before ?? null, after, r.id);
        return {};
      },
    });
    await audit(trx, {
      actor: { kind: 'admin', id: by.id },
      event: 'policy_change_approved',
      meta: ctx.meta,
      details: { requestId: String(row.id), key: row.key, requestedBy: String(row.requested_by) },
    });
  });
  await awaitContentNotices(ctx.db);
}

export async function rejectPolicyChange(ctx: ContentCtx, by: Decider, id: bigint, reason: string) {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await rejectRequest(trx, 'site_option', id, by.id, reason);
    assertMayDecide(by.permissions, row.key); // thrown inside: the rejection rolls back
    await audit(trx, {
      actor: { kind: 'admin', id: by.id },
      event: 'policy_change_rejected',
      meta: ctx.meta,
      details: { requestId: String(row.id), key: row.key, reason: forLog(reason, 200) },
    });
  });
}
