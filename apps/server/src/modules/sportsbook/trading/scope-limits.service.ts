import type { ScopeLimit, ScopeLimitRequest } from '@lalebet/shared';
import { scopeLimitsCanonicalPayload } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { AuthenticatedAdmin } from '../../../core/accounts/index.ts';
import {
  type ApprovalRow,
  approveRequest,
  payloadHash,
  pendingColumns,
  rejectRequest,
} from '../../../core/approvals/index.ts';
import { audit } from '../../../core/audit.ts';
import type { Database } from '../../../db/database.ts';
import { clock } from '../../../lib/clock.ts';
import { forLog } from '../../../lib/identity.ts';
import type { RequestMeta } from '../../../lib/request-meta.ts';
import { type ScopeLimitRow, lockScopeLimit, writeScopeLimit } from './scope-limits.repository.ts';
import type { ScopeLimitRegistry } from './scope-limits-registry.ts';
import { scopeLoosens, scopeTighter } from './scope-limits-rules.ts';

type Ctx = { db: Kysely<Database>; meta: RequestMeta; registry: ScopeLimitRegistry };
type Result = { status: 'done' | 'pending'; requestId: number | null; items: ScopeLimit[] };

const kurus = (lira: number | null) => (lira === null ? null : BigInt(lira) * 100n);
const lira = (v: bigint | null) => (v === null ? null : Number(v / 100n));
const shown = (l: ScopeLimitRow) => ({ maxStake: lira(l.max_stake), maxLiability: lira(l.max_liability) });
/** The audit's flat fields: the limits before (when given) and after, lira. */
const flat = (after: ScopeLimitRow, before?: ScopeLimitRow) => ({
  ...(before
    ? { beforeMaxStake: lira(before.max_stake), beforeMaxLiability: lira(before.max_liability) }
    : {}),
  ...shown(after),
});
const hashOf = (scope: ScopeLimitRequest['scope'], key: string, l: ScopeLimitRow, reason: string) =>
  payloadHash(scopeLimitsCanonicalPayload({ scope, key, ...shown(l), reason }));

/**
 * A trader sets a scope's limits (docs/decisions/084-exposure-of-open-bets-and-scoped-limits.md),
 * as a player's limits change (docs/decisions/079-bet-voids-and-player-limits.md): what tightens
 * (a new or lower limit) applies at once; if anything loosens (a limit raised or removed), the
 * whole requested setting waits for a second sportsbook:limits holder, the tighter parts applied
 * meanwhile. Each write is audited with before, after and the reason.
 */
export async function setScopeLimit(
  ctx: Ctx,
  admin: AuthenticatedAdmin,
  req: ScopeLimitRequest,
): Promise<Result> {
  const next: ScopeLimitRow = { max_stake: kurus(req.maxStake), max_liability: kurus(req.maxLiability) };
  const scope = { scope: req.scope, key: req.key };
  const done = await ctx.db.transaction().execute(async (trx) => {
    const current = await lockScopeLimit(trx, req.scope, req.key);
    const at = clock.now();
    const actor = { kind: 'admin' as const, id: admin.id };
    const loosening = scopeLoosens(current, next);
    const atOnce = loosening ? scopeTighter(current, next) : next;
    const details = { ...scope, reason: forLog(req.reason, 200) };
    if (atOnce.max_stake !== current.max_stake || atOnce.max_liability !== current.max_liability) {
      await writeScopeLimit(trx, { ...scope, limits: atOnce, reason: req.reason, by: admin.id, at });
      await audit(trx, {
        actor,
        event: 'sportsbook_scope_limit_set',
        meta: ctx.meta,
        details: { ...details, ...flat(atOnce, current) },
      });
    }
    if (!loosening) return { status: 'done' as const, requestId: null };
    const { id } = await trx
      .insertInto('sb_scope_limit_request')
      .values({
        scope: req.scope,
        scope_key: req.key,
        ...next,
        reason: req.reason,
        customer_id: null,
        amount: 0n,
        ...pendingColumns(admin.id, hashOf(req.scope, req.key, next, req.reason), at),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(trx, {
      actor,
      event: 'scope_limits_requested',
      meta: ctx.meta,
      details: { ...details, ...flat(next, current), requestId: String(id) },
    });
    return { status: 'pending' as const, requestId: Number(id) };
  });
  await ctx.registry.reload();
  return { ...done, items: ctx.registry.settings() };
}

type Row = ApprovalRow<'scope_limits'>;
const rowLimits = (r: Row): ScopeLimitRow => ({ max_stake: r.max_stake, max_liability: r.max_liability });

/** A second sportsbook:limits holder approves the looser setting (the hash reviewed): it applies now. */
export async function approveScopeLimit(ctx: Ctx, admin: AuthenticatedAdmin, id: bigint, hash: string) {
  await ctx.db.transaction().execute(async (trx) => {
    const { row } = await approveRequest(trx, 'scope_limits', id, admin.id, hash, {
      hashOf: (r) => hashOf(r.scope, r.scope_key, rowLimits(r), r.reason),
      execute: async (r, now) => {
        await lockScopeLimit(trx, r.scope, r.scope_key);
        const w = {
          scope: r.scope,
          key: r.scope_key,
          limits: rowLimits(r),
          reason: r.reason,
          by: r.requested_by,
        };
        await writeScopeLimit(trx, { ...w, at: now });
        return {};
      },
    });
    await audit(trx, {
      actor: { kind: 'admin', id: admin.id },
      event: 'sportsbook_scope_limit_set',
      meta: ctx.meta,
      details: { scope: row.scope, key: row.scope_key, requestId: String(id), ...flat(rowLimits(row)) },
    });
  });
  await ctx.registry.reload();
}

export async function rejectScopeLimit(ctx: Ctx, admin: AuthenticatedAdmin, id: bigint, reason: string) {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await rejectRequest(trx, 'scope_limits', id, admin.id, reason);
    await audit(trx, {
      actor: { kind: 'admin', id: admin.id },
      event: 'scope_limits_rejected',
      meta: ctx.meta,
      details: { scope: row.scope, key: row.scope_key, requestId: String(id), reason: forLog(reason, 200) },
    });
  });
}
