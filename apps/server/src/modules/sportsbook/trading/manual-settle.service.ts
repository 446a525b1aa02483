import type { Kysely } from 'kysely';
import type { AuthenticatedAdmin } from '../../../core/accounts/index.ts';
import {
  type ApprovalRow,
  approveRequest,
  pendingColumns,
  rejectRequest,
} from '../../../core/approvals/index.ts';
import { type AuditEvent, audit } from '../../../core/audit.ts';
import { intOption, readOptions } from '../../../core/site-options.ts';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { clock } from '../../../lib/clock.ts';
import { forLog } from '../../../lib/identity.ts';
import type { RequestMeta } from '../../../lib/request-meta.ts';
import type { ManualSettlement, Touched } from '../feed/settlement.ts';
import { type ManualAsk, assertLinesOpen, messageOf } from './manual-settle.message.ts';
import {
  eventExists,
  insertManualRequest,
  linesOf,
  manualSettlementHash,
  stakeOnLines,
} from './manual-settle.repository.ts';

export type ManualSettleCtx = { db: Kysely<Database>; manual: ManualSettlement; meta: RequestMeta };

/** Whole lira: a grade or void of lines holding at least this open stake waits for a second person. */
export const SETTLE_APPROVAL_OPTION = { key: 'sportsbook.settle.approvalminor', fallback: 10_000 } as const;

async function threshold(db: Kysely<Database>): Promise<bigint> {
  const o = await readOptions(db, [SETTLE_APPROVAL_OPTION.key]);
  const lira = intOption(o, SETTLE_APPROVAL_OPTION.key, SETTLE_APPROVAL_OPTION.fallback, 0, 1_000_000_000);
  return BigInt(lira) * 100n;
}

type Row = ApprovalRow<'manual_settlement'>;
const askOf = (r: Row): ManualAsk => ({
  action: r.action,
  eventId: r.event_id,
  markets: r.markets,
  reason: r.reason,
});
const DONE: Record<ManualAsk['action'], AuditEvent> = {
  grade: 'sportsbook_graded',
  void: 'sportsbook_market_voided',
};
const about = (id: bigint, ask: ManualAsk, stake: bigint) => ({
  requestId: String(id),
  action: ask.action,
  eventId: ask.eventId,
  lines: forLog(
    ask.markets.map((m) => `${m.marketId}${m.specifiers ? `|${m.specifiers}` : ''}`).join(','),
    200,
  ),
  stake: String(stake),
  reason: forLog(ask.reason, 200),
});

/**
 * A trader grades lines the feed does not cover, or voids whole lines
 * (docs/decisions/083-manual-grading-and-market-voids.md). The decision is recorded as the
 * feed's message would be, with the request and audit rows in one transaction, and the bets
 * are moved by the feed's settlement path once it committed. Below the threshold (the open
 * stake on the lines) it is done at once; at or above it waits for a second sportsbook:settle
 * holder, bound to (action, event, lines and results, reason).
 */
export async function requestManualSettlement(
  ctx: ManualSettleCtx,
  admin: AuthenticatedAdmin,
  ask: ManualAsk,
): Promise<{ status: 'done' | 'pending'; requestId: number | null }> {
  const limit = await threshold(ctx.db);
  const { answer, touched } = await ctx.db.transaction().execute(async (trx) => {
    if (!(await eventExists(trx, ask.eventId))) throw new AppError('NOT_FOUND');
    await assertLinesOpen(trx, ask);
    const now = clock.now();
    const stake = await stakeOnLines(trx, linesOf(ask.eventId, ask.markets));
    const waits = stake >= limit;
    const id = await insertManualRequest(trx, {
      action: ask.action,
      event_id: ask.eventId,
      markets: ask.markets,
      reason: ask.reason,
      customer_id: null,
      amount: stake,
      ...pendingColumns(admin.id, manualSettlementHash(ask), now, waits),
      ...(waits ? {} : { status: 'executed' as const, decided_at: now }),
    });
    const touched = waits ? null : await ctx.manual.record(trx, messageOf(ask, now));
    await audit(trx, {
      actor: { kind: 'admin', id: admin.id },
      event: waits ? 'manual_settlement_requested' : DONE[ask.action],
      meta: ctx.meta,
      details: about(id, ask, stake),
    });
    const status = waits ? ('pending' as const) : ('done' as const);
    return { answer: { status, requestId: waits ? Number(id) : null }, touched };
  });
  if (touched) await ctx.manual.apply(touched);
  return answer;
}

/** A second sportsbook:settle holder approves (the hash reviewed): recorded and applied now. */
export async function approveManualSettlement(
  ctx: ManualSettleCtx,
  admin: AuthenticatedAdmin,
  id: bigint,
  hash: string,
) {
  const touched = await ctx.db.transaction().execute(async (trx) => {
    const out: { touched: Touched | null } = { touched: null };
    const { row } = await approveRequest(trx, 'manual_settlement', id, admin.id, hash, {
      hashOf: (r) => manualSettlementHash(askOf(r)),
      execute: async (r, now) => {
        await assertLinesOpen(trx, askOf(r));
        out.touched = await ctx.manual.record(trx, messageOf(askOf(r), now));
        return {};
      },
    });
    await audit(trx, {
      actor: { kind: 'admin', id: admin.id },
      event: DONE[row.action],
      meta: ctx.meta,
      details: { ...about(row.id, askOf(row), row.amount), requestedBy: String(row.requested_by) },
    });
    return out.touched;
  });
  if (touched) await ctx.manual.apply(touched);
}

export async function rejectManualSettlement(
  ctx: ManualSettleCtx,
  admin: AuthenticatedAdmin,
  id: bigint,
  reason: string,
) {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await rejectRequest(trx, 'manual_settlement', id, admin.id, reason);
    await audit(trx, {
      actor: { kind: 'admin', id: admin.id },
      event: 'manual_settlement_rejected',
      meta: ctx.meta,
      details: { ...about(row.id, askOf(row), row.amount), rejection: forLog(reason, 200) },
    });
  });
}
