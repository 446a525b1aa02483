import type { VoidReasonCode } from '@lalebet/shared';
import type { AuthenticatedAdmin } from '../../../core/accounts/index.ts';
import {
  type ApprovalRow,
  approveRequest,
  assertNotBeneficiary,
  pendingColumns,
  rejectRequest,
} from '../../../core/approvals/index.ts';
import { audit } from '../../../core/audit.ts';
import { intOption, readOptions } from '../../../core/site-options.ts';
import { AppError } from '../../../lib/app-error.ts';
import { clock } from '../../../lib/clock.ts';
import { forLog } from '../../../lib/identity.ts';
import type { ChunkResult } from '../bets/settle/chunk.ts';
import { pushChunk } from '../bets/settle/sink-steps.ts';
import type { TradingContext } from './void-context.ts';
import { executeVoid, lockVoidable, voidAmount } from './void-execute.ts';
import { assertObviousErrorWindow } from './void-window.ts';
import { hasOpenVoid, insertVoidRequest, voidRequestHash } from './void-repository.ts';

/** Whole lira: a void reversing at least this (stake or payout) waits for a second person. */
export const VOID_APPROVAL_OPTION = { key: 'sportsbook.void.approvalminor', fallback: 1000 } as const;

async function voidThreshold(ctx: Pick<TradingContext, 'db'>): Promise<bigint> {
  const o = await readOptions(ctx.db, [VOID_APPROVAL_OPTION.key]);
  return (
    BigInt(intOption(o, VOID_APPROVAL_OPTION.key, VOID_APPROVAL_OPTION.fallback, 0, 1_000_000_000)) * 100n
  );
}

type Row = ApprovalRow<'bet_void'>;
const hashOf = (r: Row) => voidRequestHash({ betId: r.bet_id, customerId: r.customer_id, reason: r.reason });
const about = (r: { id: bigint; bet_id: string; customer_id: bigint; amount: bigint }) => ({
  requestId: String(r.id),
  betId: r.bet_id,
  customerId: String(r.customer_id),
  amount: String(r.amount),
});

/**
 * A void by the desk (docs/decisions/079-bet-voids-and-player-limits.md): with the bet locked,
 * below the threshold it is executed at once by its requester; at or above it waits, bound to
 * (bet, player, reason), for a second sportsbook:settle holder. A bet is voided once: a second
 * void, pending or done, is refused. Nobody voids a bet of the player linked to them. An
 * obvious error voids a settled bet only within its window (void-window.ts, ADR 087).
 */
export async function requestVoid(
  ctx: TradingContext,
  admin: AuthenticatedAdmin,
  betId: string,
  reason: string,
  reasonCode: VoidReasonCode = 'other',
): Promise<{ status: 'done' | 'pending'; requestId: number | null }> {
  const threshold = await voidThreshold(ctx);
  let moved: ChunkResult | null = null;
  const answer = await ctx.db.transaction().execute(async (trx) => {
    const bet = await lockVoidable(trx, betId);
    await assertNotBeneficiary(trx, admin.id, bet.customer_id);
    if (await hasOpenVoid(trx, betId))
      throw new AppError('BET_NOT_VOIDABLE', { data: { status: bet.status } });
    const now = clock.now();
    await assertObviousErrorWindow(trx, bet, reasonCode, now);
    const amount = voidAmount(bet);
    const waits = amount >= threshold;
    const hash = voidRequestHash({ betId, customerId: bet.customer_id, reason });
    const columns = pendingColumns(admin.id, hash, now, waits);
    const row = { bet_id: betId, customer_id: bet.customer_id, reason, amount };
    const id = await insertVoidRequest(trx, {
      ...row,
      ...columns,
      ...(waits ? {} : { status: 'executed' as const, decided_at: now }),
    });
    if (!waits) moved = await executeVoid(trx, bet, ctx.accountsOf, now, ctx.notifier.notifyWithin);
    await audit(trx, {
      actor: { kind: 'admin', id: admin.id },
      event: waits ? 'bet_void_requested' : 'bet_voided',
      meta: ctx.meta,
      details: { ...about({ id, ...row }), from: bet.status, reason: forLog(reason, 200), reasonCode },
    });
    return { status: waits ? ('pending' as const) : ('done' as const), requestId: waits ? Number(id) : null };
  });
  if (moved) pushChunk(ctx, moved);
  return answer;
}

/** A second sportsbook:settle holder approves (the hash reviewed): the void is executed now. */
export async function approveVoid(ctx: TradingContext, admin: AuthenticatedAdmin, id: bigint, hash: string) {
  let moved: ChunkResult | null = null;
  await ctx.db.transaction().execute(async (trx) => {
    const { row } = await approveRequest(trx, 'bet_void', id, admin.id, hash, {
      hashOf,
      execute: async (r, now) => {
        const bet = await lockVoidable(trx, r.bet_id);
        moved = await executeVoid(trx, bet, ctx.accountsOf, now, ctx.notifier.notifyWithin);
        return {};
      },
    });
    await audit(trx, {
      actor: { kind: 'admin', id: admin.id },
      event: 'bet_voided',
      meta: ctx.meta,
      details: { ...about(row), requestedBy: String(row.requested_by), reason: forLog(row.reason, 200) },
    });
  });
  if (moved) pushChunk(ctx, moved);
}

export async function rejectVoid(ctx: TradingContext, admin: AuthenticatedAdmin, id: bigint, reason: string) {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await rejectRequest(trx, 'bet_void', id, admin.id, reason);
    await audit(trx, {
      actor: { kind: 'admin', id: admin.id },
      event: 'bet_void_rejected',
      meta: ctx.meta,
      details: { ...about(row), reason: forLog(reason, 200) },
    });
  });
}
