import type { CustomerSportsLimits, CustomerSportsLimitsRequest } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { AuthenticatedAdmin } from '../../../core/accounts/index.ts';
import {
  type ApprovalRow,
  approveRequest,
  assertNotBeneficiary,
  pendingColumns,
  rejectRequest,
} from '../../../core/approvals/index.ts';
import { audit } from '../../../core/audit.ts';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { clock } from '../../../lib/clock.ts';
import { forLog } from '../../../lib/identity.ts';
import type { RequestMeta } from '../../../lib/request-meta.ts';
import {
  BOOK_LIMITS,
  type PlayerLimits,
  findLimits,
  insertLimitsRequest,
  limitsRequestHash,
  lockLimits,
  writeLimits,
} from './limits-repository.ts';
import { loosens, sameLimits, tighterOf } from './limits-rules.ts';

type Ctx = { db: Kysely<Database>; meta: RequestMeta };
const shown = (l: PlayerLimits) => ({
  stakeFactor: l.stakeFactor / 100,
  maxPayout: l.maxPayout === null ? null : String(l.maxPayout),
  sharp: l.sharp,
});

async function assertCustomer(db: Kysely<Database>, id: bigint) {
  const found = await db.selectFrom('customer').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw new AppError('CUSTOMER_NOT_FOUND');
}

/** The player's sports limits; the book's own (factor 1, no cap, not sharp) without a row. */
export async function customerLimits(
  db: Kysely<Database>,
  customerId: bigint,
): Promise<CustomerSportsLimits> {
  await assertCustomer(db, customerId);
  const row = await findLimits(db, customerId);
  const l = row
    ? { stakeFactor: row.stake_factor, maxPayout: row.max_payout, sharp: row.sharp }
    : BOOK_LIMITS;
  return {
    customerId: Number(customerId),
    ...shown(l),
    updatedAt: row?.updated_at.toISOString() ?? null,
    updatedBy: row?.updated_by ?? null,
  };
}

/**
 * New limits for a player (docs/decisions/079-bet-voids-and-player-limits.md). What tightens
 * (a lower factor or payout cap, sharp on) applies at once; if anything loosens, the whole
 * requested set waits for a second sportsbook:limits holder, the tighter parts applied meanwhile.
 */
export async function changeLimits(
  ctx: Ctx,
  admin: AuthenticatedAdmin,
  customerId: bigint,
  req: CustomerSportsLimitsRequest,
): Promise<{ status: 'done' | 'pending'; requestId: number | null }> {
  await assertCustomer(ctx.db, customerId);
  const next: PlayerLimits = {
    stakeFactor: Math.round(req.stakeFactor * 100),
    maxPayout: req.maxPayout === null ? null : BigInt(req.maxPayout),
    sharp: req.sharp,
  };
  return ctx.db.transaction().execute(async (trx) => {
    await assertNotBeneficiary(trx, admin.id, customerId);
    const current = (await lockLimits(trx, customerId)) ?? BOOK_LIMITS;
    const now = clock.now();
    const actor = { kind: 'admin' as const, id: admin.id };
    const details = { customerId: String(customerId), reason: forLog(req.reason, 200) };
    const atOnce = tighterOf(current, next);
    if (!sameLimits(atOnce, current) || !loosens(current, next)) {
      await writeLimits(trx, customerId, atOnce, admin.id, now);
      await audit(trx, {
        actor,
        event: 'sports_limits_changed',
        meta: ctx.meta,
        details: { ...details, ...flat(atOnce) },
      });
    }
    if (!loosens(current, next)) return { status: 'done' as const, requestId: null };
    const id = await insertLimitsRequest(trx, {
      customer_id: customerId,
      stake_factor: next.stakeFactor,
      max_payout: next.maxPayout,
      sharp: next.sharp,
      reason: req.reason,
      amount: next.maxPayout ?? 0n,
      ...pendingColumns(admin.id, limitsRequestHash(customerId, next, req.reason), now),
    });
    await audit(trx, {
      actor,
      event: 'sports_limits_requested',
      meta: ctx.meta,
      details: { ...details, ...flat(next), requestId: String(id) },
    });
    return { status: 'pending' as const, requestId: Number(id) };
  });
}

const flat = (l: PlayerLimits) => ({
  stakeFactor: l.stakeFactor,
  maxPayout: l.maxPayout === null ? null : String(l.maxPayout),
  sharp: l.sharp,
});
type Row = ApprovalRow<'sports_limits'>;
const limitsOf = (r: Row): PlayerLimits => ({
  stakeFactor: r.stake_factor,
  maxPayout: r.max_payout,
  sharp: r.sharp,
});

/** A second sportsbook:limits holder approves the looser limits (the hash reviewed): they apply now. */
export async function approveLimits(ctx: Ctx, admin: AuthenticatedAdmin, id: bigint, hash: string) {
  await ctx.db.transaction().execute(async (trx) => {
    const { row } = await approveRequest(trx, 'sports_limits', id, admin.id, hash, {
      hashOf: (r) => limitsRequestHash(r.customer_id, limitsOf(r), r.reason),
      execute: async (r, now) => {
        await lockLimits(trx, r.customer_id);
        await writeLimits(trx, r.customer_id, limitsOf(r), admin.id, now);
        return {};
      },
    });
    await audit(trx, {
      actor: { kind: 'admin', id: admin.id },
      event: 'sports_limits_changed',
      meta: ctx.meta,
      details: { customerId: String(row.customer_id), requestId: String(id), ...flat(limitsOf(row)) },
    });
  });
}

export async function rejectLimits(ctx: Ctx, admin: AuthenticatedAdmin, id: bigint, reason: string) {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await rejectRequest(trx, 'sports_limits', id, admin.id, reason);
    await audit(trx, {
      actor: { kind: 'admin', id: admin.id },
      event: 'sports_limits_rejected',
      meta: ctx.meta,
      details: { customerId: String(row.customer_id), requestId: String(id), reason: forLog(reason, 200) },
    });
  });
}
