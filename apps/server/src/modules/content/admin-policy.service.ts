import {
  type AdminPolicyOption,
  type AdminSiteOption,
  type AdminSiteOptionUpdate,
  POLICY_OPTIONS,
  POLICY_OPTION_PERMISSIONS,
  type Permission,
  type PolicyChangeResult,
  type PolicyOption,
  normalizeSiteOption,
  policyChangeLoosens,
} from '@lalebet/shared';
import type { AuthenticatedAdmin } from '../../core/accounts/index.ts';
import { type Approver, pendingColumns, statusOf } from '../../core/approvals/index.ts';
import { audit } from '../../core/audit.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { forLog } from '../../lib/identity.ts';
import { changeSummary } from './admin-audit-summary.ts';
import type { ContentCtx } from './admin-content.service.ts';
import { policyChangeItem } from './admin-policy.approvals.ts';
import { insertPolicyChange, policyChangeHash, policyChangeViews } from './admin-policy.repository.ts';
import { listAllSiteOptions, lockSiteOption, saveSiteOption } from './admin-site.repository.ts';
import { awaitContentNotices } from './reply-cache.ts';

/** CHAT_SCRIPT_ORIGIN (config.ts): the only origin a chat script may come from. */
export type PolicyCtx = ContentCtx & { chatScriptOrigin: string | undefined };

/** The refusal names the bound (docs/decisions/043-policy-settings.md has the table). */
function invalid(key: string, o: PolicyOption, detail?: { en: string; tr: string }): AppError {
  const t = o.type;
  const unit = o.unit ? ` (${o.unit})` : '';
  const message =
    detail ??
    (t.type === 'number'
      ? {
          en: `${key} must be ${t.integer ? 'a whole number ' : ''}from ${t.min} to ${t.max}${unit}.`,
          tr: `${key} en az ${t.min}, en çok ${t.max} olabilir${unit}${t.integer ? '; tam sayı olmalı' : ''}.`,
        }
      : t.type === 'enum'
        ? {
            en: `${key} must be one of ${t.values.join(', ')}.`,
            tr: `${key} şunlardan biri olmalı: ${t.values.join(', ')}.`,
          }
        : undefined);
  const bounds = t.type === 'number' ? { min: t.min, max: t.max } : {};
  return new AppError('SITE_OPTION_INVALID', {
    data: { key, type: t.type, ...bounds },
    ...(message ? { message } : {}),
  });
}

/** The chat script runs in the player's origin: only from the origin the CSP already trusts. */
function checkChatScript(ctx: PolicyCtx, key: string, o: PolicyOption, value: string) {
  if (key !== 'chatscripturl' || value === '') return;
  const origin = ctx.chatScriptOrigin;
  if (origin && new URL(value).origin === origin) return;
  throw invalid(key, o, {
    en: origin
      ? `chatscripturl must be on the configured chat origin ${origin}.`
      : 'chatscripturl must stay empty: CHAT_SCRIPT_ORIGIN is not configured.',
    tr: origin
      ? `chatscripturl yalnızca yapılandırılmış sohbet kaynağında (${origin}) olabilir.`
      : 'chatscripturl boş kalmalı: CHAT_SCRIPT_ORIGIN yapılandırılmamış.',
  });
}

/** Refuses (403) who lacks the key's own permission (POLICY_OPTION_PERMISSIONS) beside policy:manage. */
export function assertMayDecide(held: ReadonlySet<Permission> | undefined, key: string) {
  const needed = POLICY_OPTION_PERMISSIONS[key.toLowerCase()];
  if (needed && !held?.has(needed)) throw new AppError('FORBIDDEN', { data: { permission: needed } });
}

/** Every policy option with its bounds, stored value and the changes waiting for approval. */
export async function listPolicyOptions(ctx: ContentCtx, viewer: Approver): Promise<AdminPolicyOption[]> {
  const now = clock.now();
  const stored = new Map((await listAllSiteOptions(ctx.db)).map((r) => [r.key.toLowerCase(), r]));
  const pending = (await policyChangeViews(ctx.db, { pending: true }))
    .filter((r) => statusOf(r, now) === 'pending')
    .map((r) => policyChangeItem(r, viewer, now));
  return Object.entries(POLICY_OPTIONS)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, o]) => {
      const row = stored.get(key);
      return {
        key,
        value: row?.value ?? '',
        status: row?.status ?? false,
        stored: !!row,
        public: false,
        policy: true,
        type: o.type,
        loosens: o.loosens,
        fallback: o.fallback,
        unit: o.unit,
        pending: pending.filter((p) => p.key === key),
      } as AdminPolicyOption;
    });
}

/**
 * Sets a policy option (policy:manage and step-up, checked by the route). Out of its bounds:
 * SITE_OPTION_INVALID naming them. A change that tightens applies now; one that loosens is a
 * request bound to its hash, applied when a second policy:manage holder approves it.
 */
export async function setPolicyOption(
  ctx: PolicyCtx,
  by: AuthenticatedAdmin,
  rawKey: string,
  input: AdminSiteOptionUpdate,
): Promise<PolicyChangeResult> {
  const key = rawKey.toLowerCase();
  const o = POLICY_OPTIONS[key];
  if (!o) throw new AppError('SITE_OPTION_UNKNOWN', { data: { key } });
  const value = normalizeSiteOption(o.type, input.value);
  if (value === null) throw invalid(key, o);
  checkChatScript(ctx, key, o, value);
  const after = { value, status: input.status };
  const result = await ctx.db.transaction().execute(async (trx): Promise<PolicyChangeResult> => {
    const before = await lockSiteOption(trx, key);
    if (!policyChangeLoosens(key, before ?? null, after)) {
      await saveSiteOption(trx, before, { key, ...after });
      await auditChange(trx, ctx, by.id, key, before ?? null, after, null);
      const option = { key, ...after, stored: true, public: false, policy: true, type: o.type };
      return { status: 'applied', option: option as AdminSiteOption };
    }
    const now = clock.now();
    const change = { key, value, enabled: input.status };
    const id = await insertPolicyChange(trx, {
      ...change,
      customer_id: null,
      amount: 0n,
      before_value: before?.status ? before.value : o.fallback,
      ...pendingColumns(by.id, policyChangeHash(change), now),
    });
    await audit(trx, {
      actor: { kind: 'admin', id: by.id },
      event: 'policy_change_requested',
      meta: ctx.meta,
      details: { requestId: String(id), key, value: forLog(value, 200), enabled: input.status },
    });
    const [view] = await policyChangeViews(trx, { ids: [id] });
    const viewer = { id: by.id, permissions: new Set<never>(), customerId: null };
    return { status: 'pending', request: policyChangeItem(view!, viewer, now) };
  });
  if (result.status === 'applied') await awaitContentNotices(ctx.db);
  return result;
}

/** The change as the audit trail keeps it; `requestId` when a second person applied it. */
export async function auditChange(
  trx: Parameters<typeof audit>[0],
  ctx: ContentCtx,
  staffId: bigint,
  key: string,
  before: { value: string; status: boolean } | null,
  after: { value: string; status: boolean },
  requestId: bigint | null,
) {
  await audit(trx, {
    actor: { kind: 'admin', id: staffId },
    event: 'site_option_changed',
    meta: ctx.meta,
    details: {
      key,
      policy: true,
      requestId: requestId === null ? null : String(requestId),
      ...changeSummary(before ? { value: before.value, status: before.status } : null, after),
    },
  });
}
